import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getElements, type UpstreamElement } from './api.ts';

/** The upstream answers at most this many elements per `/Element/GetItems` call. */
const MAX_BATCH = 100;

/**
 * Elements by upstream id for employees: every element one operation refers to (stations of a page of
 * elements, the elements of job cards, logs, samples, map features) in one `/Element/GetItems` call.
 * Customers' sessions are refused upstream, so callers check `requireEmployee` first.
 */
export function createElementLoader(upstream: UpstreamClient): DataLoader<number, UpstreamElement | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await getElements(upstream, ids)).map((element) => [element.elementId, element]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}
