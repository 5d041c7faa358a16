import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamData, UpstreamItem, UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** A bill item (`utility-api/README.md`, Billing); amounts are numbers with two decimals. */
export type UpstreamBill = UpstreamPayload<'/Bill/GetItem'>['item'];

export type UpstreamBalance = UpstreamPayload<'/Account/GetBalance'>['item'];

export type UpstreamTransaction = UpstreamItem<'/Statement/GetTransactions'>;

export type UpstreamStatement = UpstreamData<'/Statement/GetTransactions'>;

export type UpstreamPayment = UpstreamItem<'/Payment/GetItems'>;

const options = (page: number, pageSize: number) => ({ PageSize: pageSize, Page: page, Total: 0 });

/** `/Bill/GetItems`: one page of an account's bills, newest first. */
export async function getBills(upstream: UpstreamClient, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamBill>> {
  const { total, items } = await upstream.read('/Bill/GetItems', { AccountId: accountId, Options: options(page, pageSize) });
  return { total, items };
}

/** `/Bill/GetItem`: a bill of an account the session user is related to; null otherwise (status 1). */
export async function getBill(upstream: UpstreamClient, billId: number): Promise<UpstreamBill | null> {
  return orNullIfNotFound(async () => (await upstream.read('/Bill/GetItem', { Value: billId })).item);
}

/** `/Account/GetBalance`. */
export async function getBalance(upstream: UpstreamClient, accountId: number): Promise<UpstreamBalance> {
  return (await upstream.read('/Account/GetBalance', { Value: accountId })).item;
}

/** `/Statement/GetTransactions`: one page of the lines dated `from` to `to` (YYYY-MM-DD, inclusive). */
export async function getTransactions(
  upstream: UpstreamClient,
  range: { accountId: number; from: string; to: string },
  page: number,
  pageSize: number,
): Promise<UpstreamStatement> {
  const answer = await upstream.read('/Statement/GetTransactions', {
    AccountId: range.accountId,
    DateFrom: range.from,
    DateTo: range.to,
    Options: options(page, pageSize),
  });
  return { total: answer.total, items: answer.items, openingBalance: answer.openingBalance, closingBalance: answer.closingBalance };
}

/** `/Payment/GetItems`: one page of payment records, newest first. */
export async function getPayments(upstream: UpstreamClient, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamPayment>> {
  const { total, items } = await upstream.read('/Payment/GetItems', { AccountId: accountId, Options: options(page, pageSize) });
  return { total, items };
}
