import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { sharedProfileKey } from '../auth/sharedProfiles.ts';
import { getAccount, type UpstreamAccount } from './api.ts';

/**
 * One account as the viewer's upstream session sees it, shared with the session's other requests as its
 * profile is (`auth/sharedProfiles.ts`: under the profile's key, so any mutation of the session ends it, and
 * for `PROFILE_CACHE_TTL_MS`): a page load's screen and its panels (the financial screen and its bill insight
 * panel) read the selected account once. A mutation reads it afresh, as it does the profile.
 */
function readAccount(ctx: GatewayContext, accountId: number): Promise<UpstreamAccount | null> {
  const load = () => getAccount(ctx.upstream, accountId);
  const session = ctx.session;
  if (session === undefined || ctx.profileReads.fresh) return load();
  // One object for several requests: frozen, so that no request can change what another reads.
  return ctx.services.profileCache.get(`${sharedProfileKey(session)}\naccount\n${accountId}`, async () => {
    const account = await load();
    return account === null ? null : Object.freeze(account);
  });
}

/** Accounts by id, one call per distinct id (the upstream answers one per call). */
function createAccountLoader(ctx: GatewayContext): DataLoader<number, UpstreamAccount | null> {
  return new DataLoader((ids: readonly number[]) => Promise.all(ids.map((id) => readAccount(ctx, id).catch((error: Error) => error))));
}

/** The request's accounts loader, made at its first use (`batching.ts`, perRequest). */
export const accountLoader = perRequest((ctx) => createAccountLoader(ctx));
