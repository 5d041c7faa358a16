import type { GatewayContext } from '../../context.ts';
import { badUserInputError } from '../../errors.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { FieldResolver, NoArgs, Resolvers } from '../../schema/resolverTypes.ts';
import { toAccountModel, type AccountModel } from '../account/accountModel.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import type { PropertyModel } from '../property/resolvers.ts';
import { toMeterModel, type MeterModel } from '../readings/models.ts';
import {
  searchAccounts,
  type EnquiryCriteria,
  type EnquirySortField,
  type UpstreamConnection,
  type UpstreamConnectionMeter,
  type UpstreamCustomer,
  type UpstreamEnquiryAccount,
  type UpstreamMeterDetails,
} from './api.ts';
import { enquiryLoaders } from './enquiryLoaders.ts';

const ROLE_EMPLOYEE = 1;
/** Substring criteria need this many characters (digits for phones); keys and text may be shorter (exact). */
const MIN_SUBSTRING = 3;
const MAX_CRITERION = 100;

/** An account as an enquiry shows it: the `Account` model with its customer and what matched. */
export interface EnquiryAccountModel extends AccountModel {
  customerId: number;
  enquiryMatches: string[];
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

export interface ServiceConnectionModel {
  __typename: 'ServiceConnection';
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
const MATCHED: Record<string, string> = {
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
const SORT: Record<string, EnquirySortField> = {
  ACCOUNT_KEY: 'accountKey',
  NAME: 'name',
  PROPERTY_REFERENCE: 'propertyReference',
  ADDRESS: 'address',
};

function enumValue(value: string | null, allowed: readonly string[]): string | null {
  const upper = value?.toUpperCase() ?? null;
  return upper !== null && allowed.includes(upper) ? upper : null;
}

/** Employees see every account; one they are not related to has relation `NONE`. */
export function toEnquiryAccountModel(account: UpstreamEnquiryAccount): EnquiryAccountModel {
  const model = toAccountModel(account, { employee: true });
  if (model === null) throw new Error(`account ${account.accountId} has an unknown relation`);
  return {
    ...model,
    customerId: account.customerId,
    enquiryMatches: (account.matchedFields ?? []).flatMap((field) => MATCHED[field] ?? []),
  };
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

function toConnectionModel(connection: UpstreamConnection): ServiceConnectionModel {
  return {
    __typename: 'ServiceConnection',
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

/** A whole list already loaded, served as a Relay connection (paging slices it). */
function listConnection<T>(args: ConnectionArgs, items: readonly T[]): Promise<Connection<T>> {
  return resolveConnection(args, async (page, pageSize) => ({ total: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) }));
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

const enquirySearch: FieldResolver<
  unknown,
  ConnectionArgs & { filter: Record<string, string | null>; sort?: { field: string; descending?: boolean | null } | null },
  Connection<EnquiryAccountModel>
> = async (_, args, ctx) => {
  await requireEmployee(ctx);
  const criteria = toCriteria(args.filter);
  const sort = args.sort ? { Field: SORT[args.sort.field] ?? 'accountKey', Descending: args.sort.descending === true } : undefined;
  return resolveConnection(args, async (page, pageSize) => {
    const result = await searchAccounts(ctx.upstream, criteria, sort, page, pageSize);
    const loaders = enquiryLoaders(ctx);
    for (const item of result.items) loaders.accounts.prime(item.accountId, item);
    return { total: result.total, items: result.items.map(toEnquiryAccountModel) };
  });
};

async function customerIdOf(ctx: GatewayContext, account: AccountModel): Promise<number> {
  const known = (account as Partial<EnquiryAccountModel>).customerId;
  if (known !== undefined) return known;
  const loaded = await enquiryLoaders(ctx).accounts.load(account.accountId);
  if (loaded === null) throw new Error(`account ${account.accountId} was not found for an employee`);
  return loaded.customerId;
}

const accountCustomer: FieldResolver<AccountModel, NoArgs, CustomerModel> = async (account, _, ctx) => {
  await requireEmployee(ctx);
  const customerId = await customerIdOf(ctx, account);
  const customer = await ctx.loaders.customers.load(customerId);
  if (customer === null) throw new Error(`customer ${customerId} of account ${account.accountId} was not found`);
  return toCustomerModel(customer);
};

const enquiryMatches: FieldResolver<AccountModel, NoArgs, string[]> = async (account, _, ctx) => {
  await requireEmployee(ctx);
  return (account as Partial<EnquiryAccountModel>).enquiryMatches ?? [];
};

const customerAccounts: FieldResolver<CustomerModel, ConnectionArgs, Connection<EnquiryAccountModel>> = async (customer, args, ctx) => {
  await requireEmployee(ctx);
  const items = await enquiryLoaders(ctx).accountsOfCustomer.load(customer.customerId);
  return listConnection(args, items.map(toEnquiryAccountModel));
};

const customerAccount: FieldResolver<CustomerModel, { id: string }, EnquiryAccountModel | null> = async (customer, args, ctx) => {
  await requireEmployee(ctx);
  const accountId = Number(fromGlobalId(args.id, 'Account'));
  const items = await enquiryLoaders(ctx).accountsOfCustomer.load(customer.customerId);
  const found = items.find((item) => item.accountId === accountId);
  return found ? toEnquiryAccountModel(found) : null;
};

const propertyConnections: FieldResolver<PropertyModel, ConnectionArgs, Connection<ServiceConnectionModel>> = async (property, args, ctx) => {
  await requireEmployee(ctx);
  const items = await enquiryLoaders(ctx).connectionsOfProperty.load(property.propertyId);
  return listConnection(args, items.map(toConnectionModel));
};

const propertyAccounts: FieldResolver<PropertyModel, ConnectionArgs, Connection<EnquiryAccountModel>> = async (property, args, ctx) => {
  await requireEmployee(ctx);
  const items = await enquiryLoaders(ctx).accountsOfProperty.load(property.propertyId);
  return listConnection(args, items.map(toEnquiryAccountModel));
};

const connectionProperty: FieldResolver<ServiceConnectionModel, NoArgs, PropertyModel> = async (connection, _, ctx) => {
  await requireEmployee(ctx);
  const property = await ctx.loaders.properties.load(connection.propertyId);
  if (property === null) throw new Error(`property ${connection.propertyId} of connection ${connection.connectionId} was not found`);
  return { ...property, __typename: 'Property', propertyType: enumValue(property.propertyType, ['HOUSE', 'APARTMENT', 'SHOP', 'OFFICE', 'PLOT']) };
};

const connectionMeters: FieldResolver<ServiceConnectionModel, ConnectionArgs, Connection<MeterModel>> = async (connection, args, ctx) => {
  await requireEmployee(ctx);
  const details = enquiryLoaders(ctx).meterDetails;
  for (const meter of connection.meters) {
    details.prime(meter.meterId, {
      meterId: meter.meterId,
      accountId: meter.accountId,
      connectionId: connection.connectionId,
      condition: meter.condition,
      conversionFactor: meter.conversionFactor,
      warehouse: meter.warehouse,
    });
  }
  return listConnection(args, connection.meters.map(toMeterModel));
};

async function detailsOf(ctx: GatewayContext, meter: MeterModel): Promise<UpstreamMeterDetails | null> {
  await requireEmployee(ctx);
  return enquiryLoaders(ctx).meterDetails.load(meter.meterId);
}

const meterConnection: FieldResolver<MeterModel, NoArgs, ServiceConnectionModel | null> = async (meter, _, ctx) => {
  const details = await detailsOf(ctx, meter);
  if (details?.connectionId == null) return null;
  const connection = await enquiryLoaders(ctx).connections.load(details.connectionId);
  return connection === null ? null : toConnectionModel(connection);
};

const meterAccount: FieldResolver<MeterModel, NoArgs, EnquiryAccountModel> = async (meter, _, ctx) => {
  await requireEmployee(ctx);
  const account = await enquiryLoaders(ctx).accounts.load(meter.accountId);
  if (account === null) throw new Error(`account ${meter.accountId} of meter ${meter.meterId} was not found`);
  return toEnquiryAccountModel(account);
};

export const enquiryResolvers: Resolvers = {
  Query: { enquirySearch },
  Account: { customer: accountCustomer, enquiryMatches },
  Customer: { id: (customer: CustomerModel) => toGlobalId('Customer', String(customer.customerId)), account: customerAccount, accounts: customerAccounts },
  Property: { connections: propertyConnections, accounts: propertyAccounts },
  ServiceConnection: {
    id: (connection: ServiceConnectionModel) => toGlobalId('ServiceConnection', String(connection.connectionId)),
    property: connectionProperty,
    meters: connectionMeters,
  },
  Meter: {
    connection: meterConnection,
    condition: async (meter: MeterModel, _: NoArgs, ctx: GatewayContext) =>
      enumValue((await detailsOf(ctx, meter))?.condition ?? null, ['GOOD', 'FAIR', 'POOR', 'FAULTY']),
    conversionFactor: async (meter: MeterModel, _: NoArgs, ctx: GatewayContext) => (await detailsOf(ctx, meter))?.conversionFactor ?? null,
    warehouse: async (meter: MeterModel, _: NoArgs, ctx: GatewayContext) => (await detailsOf(ctx, meter))?.warehouse ?? null,
    account: meterAccount,
  },
};

function keyOf(key: string): number | undefined {
  const id = Number(key);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const isEmployee = (ctx: GatewayContext): boolean => ctx.session?.data.role === ROLE_EMPLOYEE;

/** Customers by global id: employees only; null for customers (and unknown ids). */
export const customerNode: NodeType = {
  type: 'Customer',
  async load(ctx, key) {
    const id = keyOf(key);
    if (!isEmployee(ctx) || id === undefined) return null;
    const customer = await ctx.loaders.customers.load(id);
    return customer === null ? null : toCustomerModel(customer);
  },
};

/** Service connections by global id: employees only; null for customers (and unknown ids). */
export const serviceConnectionNode: NodeType = {
  type: 'ServiceConnection',
  async load(ctx, key) {
    const id = keyOf(key);
    if (!isEmployee(ctx) || id === undefined) return null;
    const connection = await enquiryLoaders(ctx).connections.load(id);
    return connection === null ? null : toConnectionModel(connection);
  },
};
