import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getEmail, type UpstreamEmail } from './api.ts';

/** E-mails by id, as the viewer's upstream session may see them; one call per distinct id. */
function createEmailLoader(upstream: UpstreamClient): DataLoader<number, UpstreamEmail | null> {
  return new DataLoader((ids: readonly number[]) =>
    Promise.all(ids.map((id) => getEmail(upstream, id).catch((error: Error) => error))),
  );
}

/** The request's emails loader, made at its first use (`batching.ts`, perRequest). */
export const emailLoader = perRequest((ctx) => createEmailLoader(ctx.upstream));
