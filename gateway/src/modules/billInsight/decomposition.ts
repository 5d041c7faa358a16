import { grossCents, type Tariff } from './tariffMaths.ts';

/** What the decomposition needs of one bill: its billed amount and how it was charged. */
export interface ChargedPeriod {
  amountCents: number;
  consumption: number;
  days: number;
  tariff: Tariff;
}

/** The difference between two bills in cents, split in three parts that add up to it exactly. */
export interface BillDifference {
  differenceCents: number;
  /** Using more or less per day, priced at the earlier bill's tariff. */
  consumptionCents: number;
  /** Prices changing, applied to this bill's consumption and days. */
  tariffCents: number;
  /** A longer or shorter period at the earlier bill's daily use and tariff. */
  daysCents: number;
}

type Part = 'consumptionCents' | 'tariffCents' | 'daysCents';
/** Order of preference when the rounding cents go to the largest part and parts tie. */
const PARTS: readonly Part[] = ['consumptionCents', 'tariffCents', 'daysCents'];

/**
 * Price, volume and days analysis of `current` against `baseline`. Each step changes one thing, in
 * order: the days (keeping the baseline's daily use), then the daily use, then the tariff; so each part
 * answers "what would this alone have changed". The parts are rounded to cents, and the cents that the
 * rounding of each part and of each bill's VAT leave over go to the largest part, so that the three always
 * add up to the billed difference and a part that did not change (the same tariff) stays exactly zero.
 */
export function decompose(current: ChargedPeriod, baseline: ChargedPeriod): BillDifference {
  const dailyUse = baseline.days > 0 ? baseline.consumption / baseline.days : 0;
  const stretched = dailyUse * current.days;
  const atBaseline = grossCents(baseline.tariff, baseline.consumption, baseline.days);
  const longer = grossCents(baseline.tariff, stretched, current.days);
  const used = grossCents(baseline.tariff, current.consumption, current.days);
  const priced = grossCents(current.tariff, current.consumption, current.days);
  const parts: Record<Part, number> = {
    daysCents: Math.round(longer - atBaseline),
    consumptionCents: Math.round(used - longer),
    tariffCents: Math.round(priced - used),
  };
  const differenceCents = current.amountCents - baseline.amountCents;
  const residual = differenceCents - parts.daysCents - parts.consumptionCents - parts.tariffCents;
  if (residual !== 0) {
    const largest = PARTS.reduce((best, part) => (Math.abs(parts[part]) > Math.abs(parts[best]) ? part : best));
    parts[largest] += residual;
  }
  return { differenceCents, ...parts };
}
