import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getApplicationsByIds, type UpstreamApplication } from './api.ts';

/**
 * Applications by id, as the viewer's upstream session may see them: every id one operation asks for
 * in one `/Application/GetItems` call (the attachments screen names the application of each entry).
 */
function createApplicationLoader(upstream: UpstreamClient): DataLoader<number, UpstreamApplication | null> {
  return new DataLoader(async (ids: readonly number[]) => {
    const found = new Map((await getApplicationsByIds(upstream, ids)).map((application) => [application.portalApplicationId, application]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** The request's applications loader, made at its first use (`batching.ts`, perRequest). */
export const applicationLoader = perRequest((ctx) => createApplicationLoader(ctx.upstream));
