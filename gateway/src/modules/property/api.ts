import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamItem } from '../../upstream/upstreamPaths.ts';

/** A property item (`utility-api/README.md`, Accounts and properties). */
export type UpstreamProperty = UpstreamItem<'/Property/GetItems'>;

/** `/Property/GetItems`: the readable ones among `ids`; unknown and other customers' ids are left out. */
export async function getProperties(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamProperty[]> {
  return (await upstream.read('/Property/GetItems', { Ids: ids })).items;
}
