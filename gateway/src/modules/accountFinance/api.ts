import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamApplication } from '../applications/api.ts';
import type { UpstreamMessage } from '../messages/api.ts';

/** A deposit item (`utility-api/README.md`, Employee enquiries: account tabs). */
export interface UpstreamDeposit {
  depositId: number;
  accountId: number;
  receivedOn: string;
  kind: string;
  amount: number;
  status: string;
  settledOn: string | null;
  reference: string;
}

export interface UpstreamDebtCase {
  debtCaseId: number;
  caseNumber: string;
  accountId: number;
  openedOn: string;
  stage: string;
  status: string;
  debtAmount: number;
  balance: number;
  lastAction: string;
  lastActionOn: string;
  closedOn: string | null;
}

export interface UpstreamPaymentAgreement {
  paymentAgreementId: number;
  reference: string;
  accountId: number;
  debtCaseId: number | null;
  startDate: string;
  instalments: number;
  instalmentAmount: number;
  paidInstalments: number;
  status: string;
  bankName: string | null;
  /** Masked by the upstream. */
  iban: string | null;
}

/** The three per-account lists, by their upstream path. */
export const FINANCE_LISTS = {
  deposits: '/Deposit/GetItems',
  debtCases: '/DebtCase/GetItems',
  paymentAgreements: '/PaymentAgreement/GetItems',
} as const;

export type FinanceList = keyof typeof FINANCE_LISTS;

const options = (page: number, pageSize: number) => ({ PageSize: pageSize, Page: page, Total: 0 });

/** One page of an account's rows, newest first (employees only). */
export async function getAccountRows<T>(upstream: UpstreamClient, list: FinanceList, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<T>> {
  const { total, items } = await upstream.read<UpstreamPage<T>>(FINANCE_LISTS[list], { AccountId: accountId, Options: options(page, pageSize) });
  return { total, items };
}

/** The rows among `ids`, in the order asked; unknown ids are left out. */
export async function getRowsByIds<T>(upstream: UpstreamClient, list: FinanceList, ids: readonly number[]): Promise<T[]> {
  return (await upstream.read<{ items: T[] }>(FINANCE_LISTS[list], { Ids: ids })).items;
}

/** `/ApplicationMessage/GetItemsOfCustomer`: messages of all the customer's applications, newest first. */
export async function getCustomerMessages(upstream: UpstreamClient, customerId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamMessage>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamMessage>>('/ApplicationMessage/GetItemsOfCustomer', {
    CustomerId: customerId,
    Options: options(page, pageSize),
  });
  return { total, items };
}

/** `/Application/GetItems` with the employees' `CustomerId` filter: the customer's applications, most recently updated first. */
export async function getCustomerApplications(upstream: UpstreamClient, customerId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamApplication>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamApplication>>('/Application/GetItems', {
    CustomerId: customerId,
    Options: options(page, pageSize),
  });
  return { total, items };
}
