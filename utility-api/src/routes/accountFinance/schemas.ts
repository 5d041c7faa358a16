import type { JSONSchema } from '../../http/jsonSchema.ts';
import { integer, nullableString, number, string } from '../billing/schemaParts.ts';

const day = (description: string): JSONSchema => ({ type: 'string', format: 'date', description });
const nullableDay = (description: string): JSONSchema => ({ type: ['string', 'null'], format: 'date', description });
const oneOf = (values: readonly string[], description: string): JSONSchema => ({ type: 'string', enum: values, description });

const DEPOSIT_KINDS = ['cash', 'cheque', 'card', 'bankGuarantee'] as const;
const DEPOSIT_STATUSES = ['held', 'refunded', 'applied'] as const;
export const DEBT_CASE_STAGES = ['reminder', 'finalNotice', 'disconnectionWarning', 'disconnected', 'legal'] as const;
export const DEBT_CASE_STATUSES = ['open', 'onHold', 'closed'] as const;
export const DEBT_CASE_ACTIONS = [
  'reminderLetter',
  'phoneCall',
  'finalNoticeLetter',
  'disconnectionNotice',
  'disconnection',
  'agreementSigned',
  'agreementBroken',
  'legalReferral',
  'paymentReceived',
  'writtenOff',
] as const;
export const AGREEMENT_STATUSES = ['active', 'completed', 'broken', 'cancelled'] as const;

export const depositItemSchema: JSONSchema = {
  type: 'object',
  description: 'A deposit the utility holds or held for an account.',
  required: ['depositId', 'accountId', 'receivedOn', 'kind', 'amount', 'status', 'settledOn', 'reference'],
  properties: {
    depositId: integer('Deposit id.'),
    accountId: integer('The account.'),
    receivedOn: day('Day the deposit was received.'),
    kind: oneOf(DEPOSIT_KINDS, 'How it was given: cash, cheque, card or a bank guarantee.'),
    amount: number('Amount in the utility currency, two decimals.'),
    status: oneOf(DEPOSIT_STATUSES, 'held by the utility, refunded to the customer, or applied to the account balance.'),
    settledOn: nullableDay('Day it was refunded or applied; null while held.'),
    reference: string('Receipt reference (`DP-` and six digits).'),
  },
};

export const debtCaseItemSchema: JSONSchema = {
  type: 'object',
  description: 'A debt-management case of an account.',
  required: ['debtCaseId', 'caseNumber', 'accountId', 'openedOn', 'stage', 'status', 'debtAmount', 'balance', 'lastAction', 'lastActionOn', 'closedOn'],
  properties: {
    debtCaseId: integer('Case id.'),
    caseNumber: string('Case number (`DM-` and six digits).'),
    accountId: integer('The account.'),
    openedOn: day('Day the case was opened.'),
    stage: oneOf(DEBT_CASE_STAGES, 'How far collection has gone, in this order.'),
    status: oneOf(DEBT_CASE_STATUSES, 'open (being collected), onHold (a payment agreement runs) or closed.'),
    debtAmount: number('The debt when the case was opened.'),
    balance: number('What of it is still owed (0 once closed).'),
    lastAction: oneOf(DEBT_CASE_ACTIONS, 'The latest action taken on the case.'),
    lastActionOn: day('Day of the latest action.'),
    closedOn: nullableDay('Day the case was closed; null while not closed.'),
  },
};

export const paymentAgreementItemSchema: JSONSchema = {
  type: 'object',
  description: 'An agreement to pay a debt in instalments.',
  required: ['paymentAgreementId', 'reference', 'accountId', 'debtCaseId', 'startDate', 'instalments', 'instalmentAmount', 'paidInstalments', 'status', 'bankName', 'iban'],
  properties: {
    paymentAgreementId: integer('Agreement id.'),
    reference: string('Agreement reference (`PA-` and six digits).'),
    accountId: integer('The account.'),
    debtCaseId: { type: ['integer', 'null'], description: 'The debt case it settles, or null.' },
    startDate: day('Day of the first instalment.'),
    instalments: integer('Number of monthly instalments (1–60).'),
    instalmentAmount: number('Amount of each instalment.'),
    paidInstalments: integer('Instalments paid so far.'),
    status: oneOf(AGREEMENT_STATUSES, 'active, completed (every instalment paid), broken (an instalment missed) or cancelled.'),
    bankName: nullableString('Bank of the direct debit of the instalments; null when paid otherwise.'),
    iban: nullableString('IBAN of that direct debit, masked (`CY17 **** 1234`); null without one.'),
  },
};
