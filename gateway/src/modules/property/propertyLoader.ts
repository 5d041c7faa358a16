import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getProperties, type UpstreamProperty } from './api.ts';

/**
 * Properties by id, as the viewer's upstream session may see them: every id one operation asks for
 * in one `/Property/GetItems` call (a customer's accounts list their properties together).
 */
function createPropertyLoader(upstream: UpstreamClient): DataLoader<number, UpstreamProperty | null> {
  return new DataLoader(async (ids: readonly number[]) => {
    const found = new Map((await getProperties(upstream, ids)).map((property) => [property.propertyId, property]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** The request's properties loader, made at its first use (`batching.ts`, perRequest). */
export const propertyLoader = perRequest((ctx) => createPropertyLoader(ctx.upstream));
