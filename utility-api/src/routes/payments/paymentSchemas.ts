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

export const validationItemSchema: JSONSchema = {
  type: 'object',
  required: ['accountNumber', 'maskedName', 'amountDue', 'bills'],
  properties: {
    accountNumber: string('The account number.'),
    maskedName: string('The holder name with all but the first letter of each word masked.'),
    amountDue: amount('What the open bills leave to pay (bill payments only; 0 otherwise).'),
    bills: { type: 'array', items: openBillSchema, description: 'Open bills, newest first (bill payments only).' },
  },
};

export const paymentStatusSchema: JSONSchema = {
  type: 'object',
  required: ['paymentId', 'status', 'paymentType', 'billId', 'portalApplicationId', 'amount', 'accountNumber', 'cardLast4', 'settledOn'],
  properties: {
    paymentId: string('The payment.'),
    status: { type: 'string', enum: ['created', 'completed', 'rejected'], description: 'created until the card form is submitted.' },
    paymentType: integer('1 bill, 2 applications, 3 fees, 4 other sales.'),
    billId: nullableInteger('The bill paid, for bill payments.'),
    portalApplicationId: nullableInteger('The family application whose fee it pays, else null.'),
    amount: amount('The amount.'),
    accountNumber: string('The account paid for; empty for a family fee paid without an account.'),
    cardLast4: nullableString('Last four digits of the card, once submitted.'),
    settledOn: nullableString('Day it was completed or rejected.'),
  },
};
