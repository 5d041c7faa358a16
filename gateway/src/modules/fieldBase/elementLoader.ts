import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getElements, type UpstreamElement } from './api.ts';

/**
 * Elements by upstream id for employees: every element one operation refers to (stations of a page of
 * elements, the elements of job cards, logs, samples, map features) in one `/Element/GetItems` call.
 * Customers' sessions are refused upstream, so callers check `requireEmployee` first.
 */
function createElementLoader(upstream: UpstreamClient): DataLoader<number, UpstreamElement | null> {
  return loaderById((ids) => getElements(upstream, ids), (element) => element.elementId);
}

/** The request's elements loader, made at its first use (`batching.ts`, perRequest). */
export const elementLoader = perRequest((ctx) => createElementLoader(ctx.upstream));
