import type { UpstreamDebtCase, UpstreamDeposit, UpstreamPaymentAgreement } from './api.ts';

/** Upstream camelCase codes (`bankGuarantee`) become the schema's enum values (`BANK_GUARANTEE`). */
export function enumOf(code: string): string {
  return code.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** `Deposit` of the schema; `amount` has a resolver (Money). */
export interface DepositModel {
  reference: string;
  receivedOn: string;
  kind: string;
  amountValue: number;
  status: string;
  settledOn: string | null;
}

export interface DebtCaseModel {
  __typename: 'DebtCase';
  debtCaseId: number;
  caseNumber: string;
  openedOn: string;
  stage: string;
  status: string;
  debtValue: number;
  balanceValue: number;
  lastAction: string;
  lastActionOn: string;
  closedOn: string | null;
}

export interface PaymentAgreementModel {
  __typename: 'PaymentAgreement';
  paymentAgreementId: number;
  reference: string;
  startDate: string;
  instalmentCount: number;
  instalmentValue: number;
  paidInstalmentCount: number;
  status: string;
  bankName: string | null;
  maskedIban: string | null;
  debtCaseId: number | null;
}

export const toDepositModel = (row: UpstreamDeposit): DepositModel => ({
  reference: row.reference,
  receivedOn: row.receivedOn,
  kind: enumOf(row.kind),
  amountValue: row.amount,
  status: enumOf(row.status),
  settledOn: row.settledOn,
});

export const toDebtCaseModel = (row: UpstreamDebtCase): DebtCaseModel => ({
  __typename: 'DebtCase',
  debtCaseId: row.debtCaseId,
  caseNumber: row.caseNumber,
  openedOn: row.openedOn,
  stage: enumOf(row.stage),
  status: enumOf(row.status),
  debtValue: row.debtAmount,
  balanceValue: row.balance,
  lastAction: enumOf(row.lastAction),
  lastActionOn: row.lastActionOn,
  closedOn: row.closedOn,
});

export const toPaymentAgreementModel = (row: UpstreamPaymentAgreement): PaymentAgreementModel => ({
  __typename: 'PaymentAgreement',
  paymentAgreementId: row.paymentAgreementId,
  reference: row.reference,
  startDate: row.startDate,
  instalmentCount: row.instalments,
  instalmentValue: row.instalmentAmount,
  paidInstalmentCount: row.paidInstalments,
  status: enumOf(row.status),
  bankName: row.bankName,
  maskedIban: row.iban,
  debtCaseId: row.debtCaseId,
});
