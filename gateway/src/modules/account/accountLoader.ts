import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { sharedWithSession } from '../auth/sharedProfiles.ts';
import { getAccount, type UpstreamAccount } from './api.ts';

/**
 * One account as the viewer's upstream session sees it, shared with the session's other requests
 * (`sharedWithSession`): a page load's screen and its panels (the financial screen and its bill insight
 * panel) read the selected account once.
 */
function readAccount(ctx: GatewayContext, accountId: number): Promise<UpstreamAccount | null> {
  return sharedWithSession(ctx, `account\n${accountId}`, async () => {
    const account = await getAccount(ctx.upstream, accountId);
    return account === null ? null : Object.freeze(account);
  });
}

/** Accounts by id, one call per distinct id (the upstream answers one per call). */
function createAccountLoader(ctx: GatewayContext): DataLoader<number, UpstreamAccount | null> {
  return new DataLoader((ids: readonly number[]) => Promise.all(ids.map((id) => readAccount(ctx, id).catch((error: Error) => error))));
}

/** The request's accounts loader, made at its first use (`batching.ts`, perRequest). */
export const accountLoader = perRequest((ctx) => createAccountLoader(ctx));
