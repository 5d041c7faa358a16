import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getAccount, type UpstreamAccount } from './api.ts';

/** Accounts by id, as the viewer's upstream session may see them; one call per distinct id. */
export function createAccountLoader(upstream: UpstreamClient): DataLoader<number, UpstreamAccount | null> {
  return new DataLoader((ids: readonly number[]) =>
    Promise.all(ids.map((id) => getAccount(upstream, id).catch((error: Error) => error))),
  );
}
