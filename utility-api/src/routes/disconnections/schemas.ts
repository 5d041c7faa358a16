import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { DISCONNECTION_STATUSES } from '../../store/disconnections.ts';

const day = (description: string): JSONSchema => ({ type: 'string', format: 'date', description });
const nullableDay = (description: string): JSONSchema => ({ type: ['string', 'null'], format: 'date', description });

/** A disconnection order (002 §3 Disconnection labels). */
export const disconnectionItemSchema: JSONSchema = sharedSchema('DisconnectionOrder', {
  type: 'object',
  description: 'One disconnection order of a batch, with what the crew recorded.',
  required: [
    'disconnectionId', 'batchId', 'batchNumber', 'billingGroup', 'project', 'status', 'accountId', 'accountKey', 'book', 'propertyNo',
    'debtCaseId', 'caseNumber', 'customerId', 'customerName', 'address', 'meterId', 'meterRef', 'serialNo', 'dials', 'previousReading',
    'lastPaymentDate', 'finalReading', 'finalReadingDate', 'clockOver', 'comment', 'balance', 'underInvestigation', 'investigationReason',
    'reconnectedOn',
  ],
  properties: {
    disconnectionId: integer('Order id.'),
    batchId: integer('Its batch.'),
    batchNumber: string('Batch number (`DC-` and six digits).'),
    billingGroup: string('Billing group of the batch.'),
    project: string('Project of the batch.'),
    status: { type: 'string', enum: [...DISCONNECTION_STATUSES], description: 'pending, disconnected, reconnected or cancelled.' },
    accountId: integer('The account.'),
    accountKey: string('Account key.'),
    book: nullableString('Reading book of the meter\'s connection.'),
    propertyNo: string('Property reference.'),
    debtCaseId: integer('The debt case the order comes from.'),
    caseNumber: string('Its case number (`DM-` and six digits).'),
    customerId: integer('The account\'s customer.'),
    customerName: string('Customer name.'),
    address: string('Property address.'),
    meterId: nullableInteger('The meter to disconnect, or null when the account has none.'),
    meterRef: nullableString('Meter reference.'),
    serialNo: nullableString('Meter serial number.'),
    dials: nullableInteger('Dials of the meter (a final reading has at most that many digits).'),
    previousReading: integer('The meter\'s last reading when the order was issued.'),
    lastPaymentDate: nullableDay('Day of the account\'s last payment, or null.'),
    finalReading: nullableInteger('Final reading; 0 when saved without one; null before it is recorded.'),
    finalReadingDate: nullableDay('Day of the final reading.'),
    clockOver: boolean('The meter clocked over (the final reading may be lower than the last reading).'),
    comment: nullableString('Crew comment.'),
    balance: { type: 'number', description: 'The debt case balance when the order was issued, two decimals.' },
    underInvestigation: boolean('Set under investigation (002 §4): the crew must not act on it.'),
    investigationReason: nullableString('Why, while under investigation.'),
    reconnectedOn: nullableDay('Day the supply was restored.'),
  },
});

export const batchItemSchema: JSONSchema = {
  type: 'object',
  description: 'A disconnection batch.',
  required: ['batchId', 'batchNumber', 'billingGroup', 'project', 'createdOn', 'orders', 'pending'],
  properties: {
    batchId: integer('Batch id.'),
    batchNumber: string('Batch number (`DC-` and six digits).'),
    billingGroup: string('Billing group.'),
    project: string('Project.'),
    createdOn: day('Day the batch was issued.'),
    orders: integer('Orders in the batch.'),
    pending: integer('Of them still pending.'),
  },
};
