import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getBalance, getBill, getBills, type UpstreamBalance, type UpstreamBill } from './api.ts';

/** Per-request loaders of billing reads: a screen asking twice (balance card and summary) calls once. */
export interface BillingLoaders {
  balances: DataLoader<number, UpstreamBalance>;
  /** Pages of bills by `accountId:page:pageSize`. */
  billPages: DataLoader<string, UpstreamPage<UpstreamBill>>;
  bills: DataLoader<number, UpstreamBill | null>;
}

export const each = <K, V>(load: (key: K) => Promise<V>) => (keys: readonly K[]) => Promise.all(keys.map((key) => load(key).catch((error: Error) => error)));

function createBillingLoaders(upstream: UpstreamClient): BillingLoaders {
  return {
    balances: new DataLoader(each((accountId: number) => getBalance(upstream, accountId))),
    billPages: new DataLoader((keys: readonly string[]) => loadBillPages(upstream, keys)),
    bills: new DataLoader(each((billId: number) => getBill(upstream, billId))),
  };
}

export const billPageKey = (accountId: number, page: number, pageSize: number) => `${accountId}:${page}:${pageSize}`;

interface BillPage {
  key: string;
  accountId: number;
  /** Index of its first bill in the account's list, newest first, and of the one after its last. */
  from: number;
  to: number;
}

function billPageOf(key: string): BillPage {
  const [accountId = 0, page = 1, pageSize = 1] = key.split(':').map(Number);
  return { key, accountId, from: (page - 1) * pageSize, to: page * pageSize };
}

/**
 * The pages of one batch, each asked for once; a page that a larger page of the batch holds is cut from
 * it (the bill insight's page of 25 holds the first page of 10 that `latestBill` reads): the pages are
 * slices of one list in one order, so the cut is what the utility would answer for it. Per request only.
 */
export function loadBillPages(upstream: UpstreamClient, keys: readonly string[]): Promise<Array<UpstreamPage<UpstreamBill> | Error>> {
  const pages = keys.map(billPageOf);
  const holder = (page: BillPage) =>
    pages
      .filter((other) => other.accountId === page.accountId && other.to - other.from > page.to - page.from && other.from <= page.from && page.to <= other.to)
      .sort((a, b) => b.to - b.from - (a.to - a.from))[0] ?? page;
  const reads = new Map<string, Promise<UpstreamPage<UpstreamBill> | Error>>();
  const read = (page: BillPage) => {
    let answer = reads.get(page.key);
    if (answer === undefined) {
      const [, pageNumber = 1, pageSize = 1] = page.key.split(':').map(Number);
      answer = getBills(upstream, page.accountId, pageNumber, pageSize).catch((error: Error) => error);
      reads.set(page.key, answer);
    }
    return answer;
  };
  return Promise.all(
    pages.map(async (page) => {
      const from = holder(page);
      const answer = await read(from);
      if (from === page || answer instanceof Error) return answer;
      const start = page.from - from.from;
      return { total: answer.total, items: answer.items.slice(start, start + (page.to - page.from)) };
    }),
  );
}

/** The request's billing loader, made at its first use (`batching.ts`, perRequest). */
export const billingLoaders = perRequest((ctx) => createBillingLoaders(ctx.upstream));
