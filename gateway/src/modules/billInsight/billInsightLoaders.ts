import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { each } from '../billing/billingLoaders.ts';
import { getBillCharges, getOpenPeriod, type UpstreamBillCharges, type UpstreamOpenPeriod } from './api.ts';

/** Per-request loaders of the bill insight: a bill compared twice (previous, year before) is charged once. */
export interface BillInsightLoaders {
  charges: DataLoader<number, UpstreamBillCharges | null>;
  openPeriods: DataLoader<number, UpstreamOpenPeriod | null>;
}

function createBillInsightLoaders(upstream: UpstreamClient): BillInsightLoaders {
  return {
    charges: new DataLoader(each((billId: number) => getBillCharges(upstream, billId))),
    openPeriods: new DataLoader(each((accountId: number) => getOpenPeriod(upstream, accountId))),
  };
}

/** The request's bill-insight loaders, made at their first use (`batching.ts`, perRequest). */
export const billInsightLoaders = perRequest((ctx) => createBillInsightLoaders(ctx.upstream));
