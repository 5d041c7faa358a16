import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** A bill item (`utility-api/README.md`, Billing); amounts are numbers with two decimals. */
export interface UpstreamBill {
  billId: number;
  accountId: number;
  invoiceNumber: string;
  issueDate: string;
  periodFrom: string;
  periodTo: string;
  dueDate: string;
  amount: number;
  paidAmount: number;
  consumption: number;
  unit: string;
  status: 'unpaid' | 'paid' | 'partlyPaid';
}

export interface UpstreamBalance {
  balance: number;
  amountDue: number;
  dueDate: string | null;
  overdueAmount: number;
}

export interface UpstreamTransaction {
  transactionId: string;
  date: string;
  type: 'bill' | 'payment' | 'adjustment';
  description: string;
  debit: number;
  credit: number;
  balance: number;
}

export interface UpstreamStatement extends UpstreamPage<UpstreamTransaction> {
  openingBalance: number;
  closingBalance: number;
}

export interface UpstreamPayment {
  paymentId: number;
  billId: number;
  invoiceNumber: string;
  date: string;
  amount: number;
  method: 'card' | 'bankTransfer' | 'directDebit' | 'cash';
  reference: string;
  status: 'Completed' | 'Pending';
}

const options = (page: number, pageSize: number) => ({ PageSize: pageSize, Page: page, Total: 0 });

/** `/Bill/GetItems`: one page of an account's bills, newest first. */
export async function getBills(upstream: UpstreamClient, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamBill>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamBill>>('/Bill/GetItems', { AccountId: accountId, Options: options(page, pageSize) });
  return { total, items };
}

/** `/Bill/GetItem`: a bill of an account the session user is related to; null otherwise (status 1). */
export async function getBill(upstream: UpstreamClient, billId: number): Promise<UpstreamBill | null> {
  return orNullIfNotFound(async () => (await upstream.read<{ item: UpstreamBill }>('/Bill/GetItem', { Value: billId })).item);
}

/** `/Account/GetBalance`. */
export async function getBalance(upstream: UpstreamClient, accountId: number): Promise<UpstreamBalance> {
  return (await upstream.read<{ item: UpstreamBalance }>('/Account/GetBalance', { Value: accountId })).item;
}

/** `/Statement/GetTransactions`: one page of the lines dated `from` to `to` (YYYY-MM-DD, inclusive). */
export async function getTransactions(
  upstream: UpstreamClient,
  range: { accountId: number; from: string; to: string },
  page: number,
  pageSize: number,
): Promise<UpstreamStatement> {
  const answer = await upstream.read<UpstreamStatement>('/Statement/GetTransactions', {
    AccountId: range.accountId,
    DateFrom: range.from,
    DateTo: range.to,
    Options: options(page, pageSize),
  });
  return { total: answer.total, items: answer.items, openingBalance: answer.openingBalance, closingBalance: answer.closingBalance };
}

/** `/Payment/GetItems`: one page of payment records, newest first. */
export async function getPayments(upstream: UpstreamClient, accountId: number, page: number, pageSize: number): Promise<UpstreamPage<UpstreamPayment>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamPayment>>('/Payment/GetItems', { AccountId: accountId, Options: options(page, pageSize) });
  return { total, items };
}
