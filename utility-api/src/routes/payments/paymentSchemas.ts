import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';

const amount = (description: string): JSONSchema => ({ type: 'number', description });

const openBillSchema: JSONSchema = {
  type: 'object',
  required: ['billId', 'invoiceNumber', 'issueDate', 'dueDate', 'amountDue', 'lastOnlinePaymentDay', 'payableOnline'],
  properties: {
    billId: integer('The bill.'),
    invoiceNumber: string('Its 15-digit invoice number.'),
    issueDate: string('Invoice date, YYYY-MM-DD.'),
    dueDate: string('Due date, YYYY-MM-DD.'),
    amountDue: amount('What is left to pay.'),
    lastOnlinePaymentDay: string('Last day it can be paid online (15 days after the invoice date, 000 §9).'),
    payableOnline: boolean('Whether it can be paid online today.'),
  },
};

const openChargeSchema: JSONSchema = {
  type: 'object',
  required: ['chargeId', 'reference', 'description', 'raisedOn', 'amount'],
  properties: {
    chargeId: integer('The record; pass it to /Payment/Create as ChargeId.'),
    reference: string('Its reference (`FEE-000012`, `SAL-000013`).'),
    description: string('What it is, in the request language.'),
    raisedOn: string('Day it was raised, YYYY-MM-DD.'),
    amount: amount('Its amount, paid whole.'),
  },
};

export const validationItemSchema: JSONSchema = {
  type: 'object',
  required: ['accountNumber', 'maskedName', 'amountDue', 'bills', 'charges'],
  properties: {
    accountNumber: string('The account number.'),
    maskedName: string('The holder name with all but the first letter of each word masked.'),
    amountDue: amount('What the open bills (payment type 1) or the open fees or other sales (types 3 and 4) leave to pay; 0 for applications.'),
    bills: { type: 'array', items: openBillSchema, description: 'Open bills, newest first (bill payments only).' },
    charges: { type: 'array', items: openChargeSchema, description: 'Open fees (payment type 3) or other sales (type 4) of the account, oldest first; empty for other types.' },
  },
};

export const paymentStatusSchema: JSONSchema = {
  type: 'object',
  required: ['paymentId', 'status', 'paymentType', 'billId', 'chargeId', 'provider', 'portalApplicationId', 'amount', 'accountNumber', 'cardLast4', 'settledOn'],
  properties: {
    paymentId: string('The payment.'),
    status: { type: 'string', enum: ['created', 'completed', 'rejected'], description: 'created until the card form is submitted.' },
    paymentType: integer('1 bill, 2 applications, 3 fees, 4 other sales.'),
    billId: nullableInteger('The bill paid, for bill payments.'),
    chargeId: nullableInteger('The fee or other sale paid, for payment types 3 and 4.'),
    provider: integer('The card provider whose page took (or takes) the card: 1 or 2.'),
    portalApplicationId: nullableInteger('The family application whose fee it pays, else null.'),
    amount: amount('The amount.'),
    accountNumber: string('The account paid for; empty for a family fee paid without an account.'),
    cardLast4: nullableString('Last four digits of the card, once submitted.'),
    settledOn: nullableString('Day it was completed or rejected.'),
  },
};
