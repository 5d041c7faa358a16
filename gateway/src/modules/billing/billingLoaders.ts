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
    billPages: new DataLoader(
      each((key: string) => {
        const [accountId, page, pageSize] = key.split(':').map(Number);
        return getBills(upstream, accountId ?? 0, page ?? 1, pageSize ?? 1);
      }),
    ),
    bills: new DataLoader(each((billId: number) => getBill(upstream, billId))),
  };
}

export const billPageKey = (accountId: number, page: number, pageSize: number) => `${accountId}:${page}:${pageSize}`;

/** The request's billing loader, made at its first use (`batching.ts`, perRequest). */
export const billingLoaders = perRequest((ctx) => createBillingLoaders(ctx.upstream));
