import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** An account item (`utility-api/README.md`, account item). */
export interface UpstreamAccount {
  accountId: number;
  accountKey: string;
  holderName: string;
  address: string;
  propertyReference: string;
  relation: string | null;
  isSelected: boolean;
  propertyId: number;
  /** Details of `002 §3` (README account item); lower-case codes, null when not recorded. */
  consumerType?: string | null;
  billingGroup?: string | null;
  tariff?: string | null;
  supplyType?: string | null;
  status?: string | null;
  openedOn?: string | null;
  bankName?: string | null;
  /** Already masked by the upstream. */
  iban?: string | null;
  eBill?: boolean;
}

/** `/Account/GetItems`: one page of the session user's accounts (`Options` paging, Page 1-based). */
export async function getAccounts(
  upstream: UpstreamClient,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamAccount>> {
  const payload = await upstream.read<{ total: number; items: UpstreamAccount[] }>('/Account/GetItems', {
    Options: { PageSize: pageSize, Page: page, Total: 0 },
  });
  return { total: payload.total, items: payload.items };
}

/** `/Account/GetItem`: one of the session user's accounts; null when it is not theirs or does not exist. */
export async function getAccount(upstream: UpstreamClient, accountId: number): Promise<UpstreamAccount | null> {
  return orNullIfNotFound(async () => (await upstream.read<{ item: UpstreamAccount }>('/Account/GetItem', { Value: accountId })).item);
}

/** `/Account/SelectAccount`: makes the account the profile's selected one (refused with status 1). */
export async function selectAccount(upstream: UpstreamClient, accountId: number): Promise<void> {
  await upstream.post('/Account/SelectAccount', { Value: accountId });
}
