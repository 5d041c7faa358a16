import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getDisconnectionsByIds, type UpstreamDisconnection } from './api.ts';

/** The upstream answers at most this many orders by `Ids`. */
const MAX_BATCH = 100;

/** Disconnection orders by upstream id, every id of one operation in one `/Disconnection/GetItems` call. */
export function createDisconnectionLoader(upstream: UpstreamClient): DataLoader<number, UpstreamDisconnection | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await getDisconnectionsByIds(upstream, ids)).map((row) => [row.disconnectionId, row]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}
