export { periodDays } from '../../../../shared/billingPeriod.ts';

/** How a tariff prices a bill (README, Bill charges and the open period). */
export interface TariffRates {
  /** Charged once per bill. */
  fixedCents: number;
  /** Charged per day of the billed period. */
  dailyCents: number;
  /** Per unit consumed; may hold fractions of a cent. */
  unitCents: number;
  vatPercent: number;
}

export interface TariffItem extends TariffRates {
  tariffId: number;
  code: string;
  /** First day (YYYY-MM-DD) of the periods it prices. */
  validFrom: string;
}

/** The tariff of a period starting on `day`: the one with the latest `validFrom` not after it. */
export function tariffInForce<T extends { validFrom: string }>(tariffs: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const tariff of tariffs) if (tariff.validFrom <= day && (found === undefined || tariff.validFrom > found.validFrom)) found = tariff;
  return found;
}
