import type { UpstreamClient } from '../../upstream/client.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';

/** A tariff of the utility (`utility-api/README.md`, Bill charges and the open period); cents may hold fractions. */
export interface UpstreamTariff {
  tariffId: number;
  code: string;
  validFrom: string;
  fixedCents: number;
  dailyCents: number;
  unitCents: number;
  vatPercent: number;
}

/** How a bill was charged. */
export interface UpstreamBillCharges {
  billId: number;
  periodFrom: string;
  periodTo: string;
  days: number;
  consumption: number;
  unit: string;
  tariff: UpstreamTariff;
  standingCharge: number;
  consumptionCharge: number;
  vat: number;
  amount: number;
}

/** The period after an account's latest bill, with the days measured so far. */
export interface UpstreamOpenPeriod {
  accountId: number;
  periodFrom: string;
  periodTo: string;
  days: number;
  today: string;
  unit: string;
  tariff: UpstreamTariff;
  daysSoFar: Array<{ day: string; quantity: number; measured: boolean }>;
}

/** `/Bill/GetCharges`: null for a bill the session may not read (status 1). */
export function getBillCharges(upstream: UpstreamClient, billId: number): Promise<UpstreamBillCharges | null> {
  return orNullIfNotFound(async () => (await upstream.read<{ item: UpstreamBillCharges }>('/Bill/GetCharges', { Value: billId })).item);
}

/** `/Bill/GetOpenPeriod`: null for an account without bills. */
export async function getOpenPeriod(upstream: UpstreamClient, accountId: number): Promise<UpstreamOpenPeriod | null> {
  return (await upstream.read<{ item: UpstreamOpenPeriod | null }>('/Bill/GetOpenPeriod', { AccountId: accountId })).item;
}
