import type { EnquiryField } from '../../__generated__/resolvers.ts';
import { badUserInputError } from '../../errors.ts';
import { enumValue, toAccountModel, type AccountModel } from '../account/accountModel.ts';
import type { EnquiryCriteria, EnquirySortField, UpstreamConnection, UpstreamConnectionMeter, UpstreamCustomer, UpstreamEnquiryAccount } from './api.ts';

/** Substring criteria need this many characters (digits for phones); keys and text may be shorter (exact). */
const MIN_SUBSTRING = 3;
const MAX_CRITERION = 100;

/** An account as an enquiry shows it: the `Account` model with its customer and what matched. */
export interface EnquiryAccountModel extends AccountModel {
  customerId: number;
  enquiryMatches: EnquiryField[];
}

export interface CustomerModel {
  __typename: 'Customer';
  customerId: number;
  name: string;
  title: string | null;
  firstName: string | null;
  initial: string | null;
  surname: string | null;
  idNumber: string;
  taxNumber: string | null;
  email: string | null;
  mobileNo: string | null;
  telNo: string | null;
  workTelNo: string | null;
  mailingAddress: string | null;
  consentEmail: boolean;
  consentSms: boolean;
  hasPortalUser: boolean;
}

export interface ServicePointModel {
  __typename: 'ServicePoint';
  connectionId: number;
  propertyId: number;
  number: string;
  status: string | null;
  type: string | null;
  size: string;
  book: string;
  walk: number;
  sequence: number;
  latitude: number;
  longitude: number;
  meters: UpstreamConnectionMeter[];
}

/** Filter fields of the schema → criteria of `/Enquiry/Search`, and matched-field names → `EnquiryField`. */
const FILTER: Record<string, { criterion: keyof EnquiryCriteria; field?: string; substringOnly?: boolean }> = {
  text: { criterion: 'Text' },
  accountKey: { criterion: 'AccountKey', field: 'ACCOUNT_KEY' },
  name: { criterion: 'Name', field: 'NAME', substringOnly: true },
  idNumber: { criterion: 'IdNo', field: 'ID_NUMBER' },
  taxNumber: { criterion: 'TaxNo', field: 'TAX_NUMBER' },
  phone: { criterion: 'Phone', field: 'PHONE', substringOnly: true },
  email: { criterion: 'Email', field: 'EMAIL', substringOnly: true },
  address: { criterion: 'Address', field: 'ADDRESS', substringOnly: true },
  propertyReference: { criterion: 'PropertyReference', field: 'PROPERTY_REFERENCE' },
  plot: { criterion: 'Plot', field: 'PLOT' },
  meterReference: { criterion: 'MeterReference', field: 'METER_REFERENCE' },
  serialNumber: { criterion: 'SerialNo', field: 'SERIAL_NUMBER' },
};
const MATCHED: Record<string, EnquiryField> = {
  accountKey: 'ACCOUNT_KEY',
  name: 'NAME',
  idNo: 'ID_NUMBER',
  taxNo: 'TAX_NUMBER',
  phone: 'PHONE',
  email: 'EMAIL',
  address: 'ADDRESS',
  propertyReference: 'PROPERTY_REFERENCE',
  plot: 'PLOT',
  meterReference: 'METER_REFERENCE',
  serialNo: 'SERIAL_NUMBER',
};
export const SORT: Record<string, EnquirySortField> = {
  ACCOUNT_KEY: 'accountKey',
  NAME: 'name',
  PROPERTY_REFERENCE: 'propertyReference',
  ADDRESS: 'address',
};

/** Employees see every account; one they are not related to has relation `NONE`. */
export function toEnquiryAccountModel(account: UpstreamEnquiryAccount): EnquiryAccountModel {
  const model = toAccountModel(account, { employee: true });
  if (model === null) throw new Error(`account ${account.accountId} has an unknown relation`);
  // The account model is new: completed in place rather than copied, once per row of a page.
  return Object.assign(model, {
    customerId: account.customerId,
    enquiryMatches: (account.matchedFields ?? []).flatMap((field) => MATCHED[field] ?? []),
  });
}

export function toCustomerModel(customer: UpstreamCustomer): CustomerModel {
  return {
    __typename: 'Customer',
    customerId: customer.customerId,
    name: customer.name,
    title: customer.title,
    firstName: customer.firstName,
    initial: customer.initial,
    surname: customer.surname,
    idNumber: customer.idNo,
    taxNumber: customer.taxNo,
    email: customer.email,
    mobileNo: customer.mobileNo,
    telNo: customer.telNo,
    workTelNo: customer.workTelNo,
    mailingAddress: customer.mailingAddress,
    consentEmail: customer.consentEmail,
    consentSms: customer.consentSms,
    hasPortalUser: customer.hasPortalUser,
  };
}

export function toConnectionModel(connection: UpstreamConnection): ServicePointModel {
  return {
    __typename: 'ServicePoint',
    connectionId: connection.connectionId,
    propertyId: connection.propertyId,
    number: connection.number,
    status: enumValue(connection.status, ['ACTIVE', 'DISCONNECTED', 'PENDING']),
    type: enumValue(connection.type, ['DOMESTIC', 'COMMERCIAL', 'IRRIGATION', 'FIRE']),
    size: connection.size,
    book: connection.book,
    walk: connection.walk,
    sequence: connection.sequence,
    latitude: connection.latitude,
    longitude: connection.longitude,
    meters: connection.meters,
  };
}

/** The upstream's criteria from the schema's filter; refuses what the upstream would refuse, with a clear message. */
export function toCriteria(filter: Record<string, string | null | undefined>): EnquiryCriteria {
  const criteria: EnquiryCriteria = {};
  for (const [name, value] of Object.entries(filter)) {
    const spec = FILTER[name];
    const trimmed = value?.trim();
    if (!spec || !trimmed) continue;
    if (trimmed.length > MAX_CRITERION) throw badUserInputError(`\`${name}\` may have at most ${MAX_CRITERION} characters.`);
    const length = name === 'phone' ? trimmed.replace(/\D/g, '').length : trimmed.length;
    if (spec.substringOnly && length < MIN_SUBSTRING) throw badUserInputError(`\`${name}\` needs at least ${MIN_SUBSTRING} characters.`);
    criteria[spec.criterion] = trimmed;
  }
  if (Object.keys(criteria).length === 0) throw badUserInputError('Give at least one criterion of the filter.');
  return criteria;
}
