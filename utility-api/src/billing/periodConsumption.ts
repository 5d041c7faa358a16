import { addDays } from '../routes/billing/billRules.ts';
import { openPeriodDays, type PeriodDay } from '../routes/billing/openPeriodDays.ts';
import type { Store } from '../store/store.ts';

/** The bills are for water: the meters measured in cubic metres make their consumption. */
const BILLED_METER_UNIT = 'm3';
/** An account has a handful of meters; more than this is not a household's supply. */
const MAX_METERS = 50;
/** Readings this long before the period carry the consumption of its first days. */
const READINGS_BEFORE_MONTHS = 6;
const DAY_MS = 86_400_000;

/** The account's billed meters (water), by reference. */
export function billedMeters(store: Store, accountId: number): Array<{ meterId: number; meterRef: string }> {
  return store.readings.pageMeters(accountId, MAX_METERS, 0).filter((meter) => meter.unit === BILLED_METER_UNIT);
}

function periodReadings(store: Store, accountId: number, periodFrom: string) {
  const meterIds = billedMeters(store, accountId).map((meter) => meter.meterId);
  const since = addDays(periodFrom, -31 * READINGS_BEFORE_MONTHS);
  const spans = store.readings.readingsSince(accountId, since).filter((span) => meterIds.includes(span.meterId));
  return { meterIds, spans };
}

/** The days from `periodFrom` to `until` with the consumption the billed meters' readings give them (openPeriodDays.ts). */
export function periodConsumptionDays(store: Store, accountId: number, periodFrom: string, until: string): PeriodDay[] {
  const { meterIds, spans } = periodReadings(store, accountId, periodFrom);
  return openPeriodDays(spans, meterIds, periodFrom, until);
}

/**
 * The whole m³ a closed period is billed for: its measured days as the readings share them, and each day no
 * reading covers yet at the average daily use of the readings of the half year before (README "Bill run").
 */
export function billedConsumption(store: Store, accountId: number, periodFrom: string, periodTo: string): number {
  const { meterIds, spans } = periodReadings(store, accountId, periodFrom);
  const days = openPeriodDays(spans, meterIds, periodFrom, periodTo);
  let used = 0;
  let spanned = 0;
  for (const span of spans) {
    if (span.previousAt === null) continue;
    used += span.consumption;
    spanned += (Date.parse(span.readAt) - Date.parse(span.previousAt)) / DAY_MS;
  }
  const dailyEstimate = spanned > 0 ? used / spanned : 0;
  const total = days.reduce((sum, day) => sum + (day.measured ? day.quantity : dailyEstimate), 0);
  return Math.max(0, Math.round(total));
}
