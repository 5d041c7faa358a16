import type { JSONSchema } from '../../http/jsonSchema.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { integer, nullableInteger, nullableString, number, string } from './schemaParts.ts';
import { PAYMENT_METHODS, TARIFF } from './billRules.ts';

const day = (description: string): JSONSchema => ({ type: 'string', format: 'date', description });

export const billItemSchema: JSONSchema = sharedSchema('Bill', {
  type: 'object',
  description: 'A monthly bill.',
  required: ['billId', 'accountId', 'invoiceNumber', 'issueDate', 'periodFrom', 'periodTo', 'dueDate', 'amount', 'paidAmount', 'consumption', 'unit', 'status'],
  properties: {
    billId: integer('Bill id (the `Value` of /Bill/GetItem and /Bill/Download).'),
    accountId: integer('The billed account.'),
    invoiceNumber: string('Invoice number, 15 digits (001 §5); characters 3 to 7 are the property reference without its leading 0.'),
    issueDate: day('Invoice date.'),
    periodFrom: day('First day of the billed period.'),
    periodTo: day('Last day of the billed period.'),
    dueDate: day('Payment due date: 15 days after the invoice date (002 §9).'),
    amount: number('Billed amount in the utility currency, two decimals.'),
    paidAmount: number('Amount of completed payments against this bill.'),
    consumption: integer('Consumption of the period.'),
    unit: string(`Unit of \`consumption\` (${TARIFF.unit}).`),
    status: { type: 'string', enum: ['unpaid', 'paid', 'partlyPaid'], description: 'From completed payments only.' },
  },
});

export const paymentItemSchema: JSONSchema = {
  type: 'object',
  description: 'A payment record (002 §4): of a bill, or of a fee or other sale paid online (payment types 3 and 4).',
  required: ['paymentId', 'billId', 'chargeId', 'invoiceNumber', 'description', 'date', 'amount', 'method', 'reference', 'status'],
  properties: {
    paymentId: integer('Payment record id, unique among the records of its kind (bill or fee and sale).'),
    billId: nullableInteger('The bill it pays; null for a fee or other sale.'),
    chargeId: nullableInteger('The fee or other sale it pays (`/Payment/ValidateAccount` charges); null for a bill.'),
    invoiceNumber: string('Invoice number of the bill it pays, or the reference of the fee or sale (`FEE-000012`, `SAL-000013`).'),
    description: nullableString('What a fee or sale was, in the request language; null for a bill.'),
    date: day('Payment date.'),
    amount: number('Paid amount, two decimals.'),
    method: { type: 'string', enum: [...PAYMENT_METHODS], description: 'How it was paid.' },
    reference: string('Receipt reference.'),
    status: { type: 'string', enum: ['Completed', 'Pending'], description: 'Record status (002 §4).' },
  },
};

export const transactionSchema: JSONSchema = {
  type: 'object',
  description: 'A statement line.',
  required: ['transactionId', 'date', 'type', 'description', 'debit', 'credit', 'balance'],
  properties: {
    transactionId: string('Line id, unique within the account (B bill, P payment, A adjustment, C a paid fee or sale, F its payment, then a number).'),
    date: day('Posting date.'),
    type: { type: 'string', enum: ['bill', 'charge', 'payment', 'adjustment'], description: 'What the line is; `charge` is a fee or other sale, posted when paid.' },
    description: string('Description in the request language.'),
    debit: number('Amount charged (0 when a credit).'),
    credit: number('Amount credited (0 when a debit).'),
    balance: number('Running balance after this line; positive is owed to the utility.'),
  },
};

export const balanceSchema: JSONSchema = {
  type: 'object',
  description: 'The account balance.',
  required: ['balance', 'amountDue', 'dueDate', 'overdueAmount'],
  properties: {
    balance: number('Balance of all posted lines; negative is a credit.'),
    amountDue: number('What the customer owes now (0 with a credit).'),
    dueDate: { ...nullableString('Due date of the latest open bill; null when nothing is due.'), format: 'date' },
    overdueAmount: number('Unpaid part of bills whose due date has passed (never above `amountDue`).'),
  },
};

export { day as dateSchema };
