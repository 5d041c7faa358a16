import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { accountItemSchema } from '../account/accountSchema.ts';
import { unitSchema } from '../readings/readingSchemas.ts';

/** The criteria fields of `/Enquiry/Search`, with the store's names (README "Employee enquiries"). */
export const CRITERIA = {
  Text: 'text',
  AccountKey: 'accountKey',
  Name: 'name',
  IdNo: 'idNo',
  TaxNo: 'taxNo',
  Phone: 'phone',
  Email: 'email',
  Address: 'address',
  PropertyReference: 'propertyReference',
  Plot: 'plot',
  MeterReference: 'meterReference',
  SerialNo: 'serialNo',
} as const;

const MATCHED_FIELDS = Object.values(CRITERIA).filter((field) => field !== 'text');

/** An account as employees see it: the account item (relation null) plus its customer. */
const enquiryAccountSchema: JSONSchema = {
  ...accountItemSchema,
  description: 'An account as an employee sees it: the account item (relation null) and the id of its customer.',
  required: [...(accountItemSchema.required as string[]), 'customerId'],
  properties: { ...(accountItemSchema.properties as Record<string, JSONSchema>), customerId: integer('Id of the account\'s customer (the key of /Customer/GetItems).') },
};

/** The employee account item as the account calls of the enquiries answer it. */
export const employeeAccountSchema = sharedSchema('EmployeeAccount', enquiryAccountSchema);

export const searchRowSchema: JSONSchema = {
  ...enquiryAccountSchema,
  description: 'A matching account: the employee account item and which criteria fields it matched.',
  required: [...(enquiryAccountSchema.required as string[]), 'matchedFields'],
  properties: {
    ...(enquiryAccountSchema.properties as Record<string, JSONSchema>),
    matchedFields: {
      type: 'array',
      items: { type: 'string', enum: MATCHED_FIELDS },
      description: 'The fields that matched: every criterion given, and for `Text` the fields that contain it.',
    },
  },
};

export const customerItemSchema: JSONSchema = {
  type: 'object',
  description: 'A customer with the customer detail labels of 002 §3.',
  required: [
    'customerId', 'name', 'title', 'firstName', 'initial', 'surname', 'idNo', 'taxNo', 'email', 'mobileNo', 'telNo', 'workTelNo',
    'mailingAddress', 'consentEmail', 'consentSms', 'hasPortalUser', 'accountCount',
  ],
  properties: {
    customerId: integer('Customer id.'),
    name: string('Full name (company name for corporate customers).'),
    title: nullableString('Title: Mr, Mrs, Ms, Dr…'),
    firstName: nullableString('First name(s).'),
    initial: nullableString('Initial of the first name.'),
    surname: nullableString('Surname.'),
    idNo: string('ID (identity card or passport) number.'),
    taxNo: nullableString('Tax identification number.'),
    email: nullableString('E-mail address.'),
    mobileNo: nullableString('Mobile phone number (digits).'),
    telNo: nullableString('Landline (digits).'),
    workTelNo: nullableString('Work phone (digits).'),
    mailingAddress: nullableString('Mailing address when bills go elsewhere than the supply address; else null.'),
    consentEmail: boolean('Consents to receive e-mail.'),
    consentSms: boolean('Consents to receive SMS.'),
    hasPortalUser: boolean('The customer has an activated portal user.'),
    accountCount: integer('Number of accounts of the customer.'),
  },
};

const connectionMeterSchema: JSONSchema = {
  type: 'object',
  description: 'A meter on the connection: the meter item of /Meter/GetItem with its device details.',
  required: ['meterId', 'accountId', 'meterRef', 'serialNo', 'make', 'size', 'dials', 'unit', 'condition', 'conversionFactor', 'warehouse'],
  properties: {
    meterId: integer('Meter id (the key of /Meter/GetItem).'),
    accountId: integer('Account the meter bills.'),
    meterRef: string('Meter reference.'),
    serialNo: string('Serial number of the device.'),
    make: string('Manufacturer.'),
    size: string('Nominal size.'),
    dials: integer('Number of dials.'),
    unit: unitSchema,
    condition: nullableString('good, fair, poor or faulty.'),
    conversionFactor: { type: ['number', 'null'], description: 'Factor from dial units to billed units.' },
    warehouse: nullableString('Warehouse the device was issued from.'),
  },
};

export const connectionItemSchema: JSONSchema = {
  type: 'object',
  description: 'A service connection of a property (002 §3 connection labels).',
  required: ['connectionId', 'propertyId', 'number', 'status', 'type', 'size', 'book', 'walk', 'sequence', 'latitude', 'longitude', 'meters'],
  properties: {
    connectionId: integer('Connection id.'),
    propertyId: integer('Property of the connection.'),
    number: string('Connection number, `C` and seven digits.'),
    status: string('active, disconnected or pending.'),
    type: string('domestic, commercial, irrigation or fire.'),
    size: string('Pipe size, e.g. `20 mm`.'),
    book: string('Reading book.'),
    walk: integer('Walk within the book.'),
    sequence: integer('Reading sequence within the walk.'),
    latitude: { type: 'number', description: 'GPS latitude (WGS 84).' },
    longitude: { type: 'number', description: 'GPS longitude (WGS 84).' },
    meters: { type: 'array', items: connectionMeterSchema, description: 'Meters on the connection, by meter reference.' },
  },
};

export const meterDetailsSchema: JSONSchema = {
  type: 'object',
  description: 'Device details of a meter (002 §3 meter device labels).',
  required: ['meterId', 'accountId', 'connectionId', 'condition', 'conversionFactor', 'warehouse'],
  properties: {
    meterId: integer('Meter id.'),
    accountId: integer('Account the meter bills.'),
    connectionId: nullableInteger('Service connection the meter is on; null when not recorded.'),
    condition: nullableString('good, fair, poor or faulty; null when not recorded.'),
    conversionFactor: { type: ['number', 'null'], description: 'Factor from dial units to billed units.' },
    warehouse: nullableString('Warehouse the device was issued from; null when unknown.'),
  },
};

/** A bounded list of ids in a request body. */
export const idList = (description: string, max = 100): JSONSchema => ({
  type: 'array',
  items: { type: 'integer' },
  maxItems: max,
  description,
});
