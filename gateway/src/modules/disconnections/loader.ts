import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getDisconnectionsByIds, type UpstreamDisconnection } from './api.ts';

/** Disconnection orders by upstream id, every id of one operation in one `/Disconnection/GetItems` call. */
function createDisconnectionLoader(upstream: UpstreamClient): DataLoader<number, UpstreamDisconnection | null> {
  return loaderById((ids) => getDisconnectionsByIds(upstream, ids), (row) => row.disconnectionId);
}

/** The request's disconnections loader, made at its first use (`batching.ts`, perRequest). */
export const disconnectionLoader = perRequest((ctx) => createDisconnectionLoader(ctx.upstream));
