import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getAccount, type UpstreamAccount } from './api.ts';

/** Accounts by id, as the viewer's upstream session may see them; one call per distinct id. */
function createAccountLoader(upstream: UpstreamClient): DataLoader<number, UpstreamAccount | null> {
  return new DataLoader((ids: readonly number[]) =>
    Promise.all(ids.map((id) => getAccount(upstream, id).catch((error: Error) => error))),
  );
}

/** The request's accounts loader, made at its first use (`batching.ts`, perRequest). */
export const accountLoader = perRequest((ctx) => createAccountLoader(ctx.upstream));
