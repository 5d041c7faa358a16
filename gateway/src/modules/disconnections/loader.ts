import type DataLoader from 'dataloader';
import { loaderById } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getDisconnectionsByIds, type UpstreamDisconnection } from './api.ts';

/** Disconnection orders by upstream id, every id of one operation in one `/Disconnection/GetItems` call. */
export function createDisconnectionLoader(upstream: UpstreamClient): DataLoader<number, UpstreamDisconnection | null> {
  return loaderById((ids) => getDisconnectionsByIds(upstream, ids), (row) => row.disconnectionId);
}
