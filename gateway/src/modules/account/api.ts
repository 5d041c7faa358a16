import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamPayload } from '../../upstream/upstreamPaths.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** An account item (`utility-api/README.md`, account item); the IBAN comes masked by the upstream. */
export type UpstreamAccount = UpstreamPayload<'/Account/GetItem'>['item'];

/** `/Account/GetItems`: one page of the session user's accounts (`Options` paging, Page 1-based). */
export async function getAccounts(
  upstream: UpstreamClient,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamAccount>> {
  const payload = await upstream.read('/Account/GetItems', {
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/Account/GetItem`: one of the session user's accounts; null when it is not theirs or does not exist. */
export async function getAccount(upstream: UpstreamClient, accountId: number): Promise<UpstreamAccount | null> {
  return orNullIfNotFound(async () => (await upstream.read('/Account/GetItem', { Value: accountId })).item);
}

/** `/Account/SelectAccount`: makes the account the profile's selected one (refused with status 1). */
export async function selectAccount(upstream: UpstreamClient, accountId: number): Promise<void> {
  await upstream.post('/Account/SelectAccount', { Value: accountId });
}
