import type { UpstreamClient } from '../../upstream/client.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';

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

/** `/Property/GetItem`: a property of the session user's accounts; null when not theirs or missing. */
export async function getProperty(upstream: UpstreamClient, propertyId: number): Promise<UpstreamProperty | null> {
  try {
    return (await upstream.read<{ item: UpstreamProperty }>('/Property/GetItem', { Value: propertyId })).item;
  } catch (error) {
    // Status 1 for both unknown properties and other customers' properties (ids cannot be probed).
    if (error instanceof UpstreamError && error.kind === 'rejected' && error.status === UPSTREAM_STATUS.failure) return null;
    throw error;
  }
}
