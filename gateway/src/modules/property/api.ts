import type { UpstreamClient } from '../../upstream/client.ts';

/** A property item (`utility-api/README.md`, Accounts and properties). */
export interface UpstreamProperty {
  propertyId: number;
  reference: string;
  address: string;
  plot: string | null;
  propertyType: string | null;
  ownerName: string;
  tenantName: string | null;
  tariffs: string[];
}

/** `/Property/GetItems`: the readable ones among `ids`; unknown and other customers' ids are left out. */
export async function getProperties(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamProperty[]> {
  return (await upstream.read<{ items: UpstreamProperty[] }>('/Property/GetItems', { Ids: ids })).items;
}
