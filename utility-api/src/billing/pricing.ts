import { billLines, type BillLines } from '../routes/billing/billRules.ts';
import { periodDays, tariffInForce, type TariffRates } from '../routes/billing/tariffRules.ts';

/** What prices a bill: the tariff in force on its period's first day and the period's days. */
export interface PeriodTerms<T extends TariffRates = TariffRates> {
  tariff: T;
  days: number;
}

/**
 * The terms of the period from `periodFrom` to `periodTo` under the utility's tariff history, or undefined
 * before its first tariff (README "Bill charges and the open period").
 */
export function periodTerms<T extends TariffRates & { validFrom: string }>(tariffs: readonly T[], periodFrom: string, periodTo: string): PeriodTerms<T> | undefined {
  const tariff = tariffInForce(tariffs, periodFrom);
  return tariff && { tariff, days: periodDays(periodFrom, periodTo) };
}

/**
 * The charge lines of `consumption` at the period's terms: the one pricing of the seeded bills
 * (seed/billing.ts), `/Bill/GetCharges`, the bill PDF and the back office's bill run (billing/billRun.ts).
 */
export function chargesOf(consumption: number, terms: PeriodTerms): BillLines {
  return billLines(consumption, terms.tariff, terms.days);
}
