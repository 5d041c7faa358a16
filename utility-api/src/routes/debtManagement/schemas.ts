import type { JSONSchema } from '../../http/jsonSchema.ts';
import { integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { AGREEMENT_STATUSES, DEBT_CASE_ACTIONS, debtCaseItemSchema } from '../accountFinance/schemas.ts';

const money = (description: string): JSONSchema => ({ type: 'number', description });

/** A case of the work list: `/DebtCase/GetItems` item plus its account and customer. */
export const debtCaseWorkItemSchema: JSONSchema = sharedSchema('DebtCaseWorkItem', {
  ...debtCaseItemSchema,
  description: 'A debt-management case with its account and customer.',
  required: [...(debtCaseItemSchema.required as string[]), 'accountKey', 'customerId', 'customerName', 'address', 'activeAgreementId'],
  properties: {
    ...(debtCaseItemSchema.properties as Record<string, JSONSchema>),
    accountKey: string('Account key.'),
    customerId: integer('The account\'s customer.'),
    customerName: string('Customer name.'),
    address: string('Property address.'),
    activeAgreementId: nullableInteger('The agreement being paid (status active), or null.'),
  },
});

export const debtCaseActionSchema: JSONSchema = {
  type: 'object',
  description: 'One action taken on a debt case.',
  required: ['actionId', 'debtCaseId', 'action', 'actedOn', 'note', 'amount', 'employeeName'],
  properties: {
    actionId: integer('Action id.'),
    debtCaseId: integer('The case.'),
    action: { type: 'string', enum: [...DEBT_CASE_ACTIONS], description: 'What was done.' },
    actedOn: { type: 'string', format: 'date', description: 'Day it was done.' },
    note: nullableString('Employee note.'),
    amount: { type: ['number', 'null'], description: 'Amount paid, for `paymentReceived`.' },
    employeeName: nullableString('Employee who recorded it; null for imported history.'),
  },
};

export const agreementDetailSchema: JSONSchema = sharedSchema('PaymentAgreementDetail', {
  type: 'object',
  description: 'A payment agreement with the bank chosen and the payment phone.',
  required: ['paymentAgreementId', 'reference', 'accountId', 'debtCaseId', 'startDate', 'instalments', 'instalmentAmount', 'paidInstalments', 'status', 'bankId', 'bankName', 'iban', 'paymentPhone'],
  properties: {
    paymentAgreementId: integer('Agreement id.'),
    reference: string('Agreement reference (`PA-` and six digits).'),
    accountId: integer('The account.'),
    debtCaseId: nullableInteger('The debt case it settles, or null.'),
    startDate: { type: 'string', format: 'date', description: 'Day of the first instalment.' },
    instalments: integer('Number of monthly instalments (1–60).'),
    instalmentAmount: money('Amount of each instalment.'),
    paidInstalments: integer('Instalments paid so far.'),
    status: { type: 'string', enum: [...AGREEMENT_STATUSES], description: 'active, completed, broken or cancelled.' },
    bankId: nullableInteger('Bank of the direct debit (`/Bank/GetList`), when chosen in the portal.'),
    bankName: nullableString('Bank name of the direct debit, or null.'),
    iban: nullableString('IBAN of the direct debit, masked (`CY17 **** 1234`), or null.'),
    paymentPhone: nullableString('Phone number the instalment reminders go to.'),
  },
});

export const bankSchema: JSONSchema = {
  type: 'object',
  description: 'A bank for direct debits.',
  required: ['bankId', 'code', 'name', 'country'],
  properties: {
    bankId: integer('Bank id.'),
    code: string('Bank code.'),
    name: string('Bank name.'),
    country: string('ISO 3166 country code of its IBANs.'),
  },
};
