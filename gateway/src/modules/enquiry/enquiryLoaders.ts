import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.ts';
import { perRequest } from '../../batching.ts';
import {
  getAccountsByIds,
  getConnections,
  getCustomerAccounts,
  getMeterDetails,
  getPropertyAccounts,
  type UpstreamConnection,
  type UpstreamEnquiryAccount,
  type UpstreamMeterDetails,
} from './api.ts';

/** The upstream's id lists hold at most this many ids. */
const MAX_BATCH = 100;

/** Per-request batch loaders of the enquiry screens (employees only; callers check `requireEmployee`). */
export interface EnquiryLoaders {
  /** Any account by id, with its customer id. */
  accounts: DataLoader<number, UpstreamEnquiryAccount | null>;
  accountsOfCustomer: DataLoader<number, UpstreamEnquiryAccount[]>;
  accountsOfProperty: DataLoader<number, UpstreamEnquiryAccount[]>;
  connectionsOfProperty: DataLoader<number, UpstreamConnection[]>;
  connections: DataLoader<number, UpstreamConnection | null>;
  meterDetails: DataLoader<number, UpstreamMeterDetails | null>;
}

function byKey<K, T>(items: readonly T[], key: (item: T) => K): Map<K, T> {
  return new Map(items.map((item) => [key(item), item]));
}

function groupBy<K, T>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function createEnquiryLoaders(ctx: GatewayContext): EnquiryLoaders {
  const upstream = ctx.upstream;
  const options = { maxBatchSize: MAX_BATCH };
  const connections: DataLoader<number, UpstreamConnection | null> = new DataLoader(async (ids: readonly number[]) => {
    const found = byKey(await getConnections(upstream, { Ids: ids }), (item) => item.connectionId);
    return ids.map((id) => found.get(id) ?? null);
  }, options);
  return {
    accounts: new DataLoader(async (ids: readonly number[]) => {
      const found = byKey(await getAccountsByIds(upstream, ids), (item) => item.accountId);
      return ids.map((id) => found.get(id) ?? null);
    }, options),
    accountsOfCustomer: new DataLoader(async (ids: readonly number[]) => {
      const groups = groupBy(await getCustomerAccounts(upstream, ids), (item) => item.customerId);
      return ids.map((id) => groups.get(id) ?? []);
    }, options),
    accountsOfProperty: new DataLoader(async (ids: readonly number[]) => {
      const groups = groupBy(await getPropertyAccounts(upstream, ids), (item) => item.propertyId);
      return ids.map((id) => groups.get(id) ?? []);
    }, options),
    connectionsOfProperty: new DataLoader(async (ids: readonly number[]) => {
      const items = await getConnections(upstream, { PropertyIds: ids });
      for (const item of items) connections.prime(item.connectionId, item);
      const groups = groupBy(items, (item) => item.propertyId);
      return ids.map((id) => groups.get(id) ?? []);
    }, options),
    connections,
    meterDetails: new DataLoader(async (ids: readonly number[]) => {
      const found = byKey(await getMeterDetails(upstream, ids), (item) => item.meterId);
      return ids.map((id) => found.get(id) ?? null);
    }, options),
  };
}

/** The enquiry loaders of a request, made at their first use. */
export const enquiryLoaders = perRequest(createEnquiryLoaders);
