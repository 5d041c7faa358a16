import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import type { UpstreamApplication } from '../applications/api.ts';
import type { UpstreamMessage } from '../messages/api.ts';

/** A deposit item (`utility-api/README.md`, Employee enquiries: account tabs). */
export type UpstreamDeposit = UpstreamItem<'/Deposit/GetItems'>;

export type UpstreamDebtCase = UpstreamItem<'/DebtCase/GetItems'>;

/** The IBAN comes masked by the upstream. */
export type UpstreamPaymentAgreement = UpstreamItem<'/PaymentAgreement/GetItems'>;

/** The three per-account lists, by their upstream path. */
const FINANCE_LISTS = {
  deposits: '/Deposit/GetItems',
  debtCases: '/DebtCase/GetItems',
  paymentAgreements: '/PaymentAgreement/GetItems',
} as const;

export type FinanceList = keyof typeof FINANCE_LISTS;

const options = (page: number, pageSize: number) => ({ PageSize: pageSize, Page: page, Total: 0 });

// The caller names the row type of `list` (one of the three above): the paths' answers are checked
// against the document, the pairing of a list with its row type is the caller's.

/** One page of an account's rows, newest first (employees only). */
export async function getAccountRows<T>(upstream: UpstreamClient, list: FinanceList, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<T>> {
  const { total, items } = await upstream.read(FINANCE_LISTS[list], { AccountId: accountId, Options: options(page, pageSize) });
  return { total, items: items as T[] };
}

/** The rows among `ids`, in the order asked; unknown ids are left out. */
export async function getRowsByIds<T>(upstream: UpstreamClient, list: FinanceList, ids: readonly number[]): Promise<T[]> {
  return (await upstream.read(FINANCE_LISTS[list], { Ids: ids })).items as T[];
}

/** `/ApplicationMessage/GetItemsOfCustomer`: messages of all the customer's applications, newest first. */
export async function getCustomerMessages(upstream: UpstreamClient, customerId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamMessage>> {
  const { total, items } = await upstream.read('/ApplicationMessage/GetItemsOfCustomer', {
    CustomerId: customerId,
    Options: options(page, pageSize),
  });
  return { total, items };
}

/** What the customer 360° header reads of all a customer's accounts at once (utility-api/README.md). */
export type UpstreamCustomerOverview = UpstreamPayload<'/Customer/GetOverview'>['item'];

/** `/Customer/GetOverview`: balances of the first 100 accounts, their debt cases not closed and open alerts (100 of each, newest first). */
export async function getCustomerOverview(upstream: UpstreamClient, customerId: number): Promise<UpstreamCustomerOverview> {
  return (await upstream.read('/Customer/GetOverview', { CustomerId: customerId })).item;
}

/** `/Application/GetItems` with the employees' `CustomerId` filter: the customer's applications, most recently updated first. */
export async function getCustomerApplications(upstream: UpstreamClient, customerId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamApplication>> {
  const { total, items } = await upstream.read('/Application/GetItems', {
    CustomerId: customerId,
    Options: options(page, pageSize),
  });
  return { total, items };
}
