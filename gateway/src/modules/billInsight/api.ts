import type { UpstreamClient } from '../../upstream/client.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';
import type { UpstreamPayload } from '../../upstream/upstreamPaths.ts';

/** How a bill was charged (`utility-api/README.md`, Bill charges and the open period); cents may hold fractions. */
export type UpstreamBillCharges = UpstreamPayload<'/Bill/GetCharges'>['item'];

/** The period after an account's latest bill, with the days measured so far. */
export type UpstreamOpenPeriod = NonNullable<UpstreamPayload<'/Bill/GetOpenPeriod'>['item']>;

/** `/Bill/GetCharges`: null for a bill the session may not read (status 1). */
export function getBillCharges(upstream: UpstreamClient, billId: number): Promise<UpstreamBillCharges | null> {
  return orNullIfNotFound(async () => (await upstream.read('/Bill/GetCharges', { Value: billId })).item);
}

/** `/Bill/GetOpenPeriod`: null for an account without bills. */
export async function getOpenPeriod(upstream: UpstreamClient, accountId: number): Promise<UpstreamOpenPeriod | null> {
  return (await upstream.read('/Bill/GetOpenPeriod', { AccountId: accountId })).item;
}
