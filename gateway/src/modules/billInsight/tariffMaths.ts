/**
 * A tariff as the utility states it on a bill (`utility-api/README.md`, Bill charges): a fixed charge per
 * bill, a charge per day of the period, a price per unit consumed, VAT on top. Amounts are in cents and
 * may carry fractions of a cent (a unit price of 1.355 € is 135.5 cents); only totals are rounded.
 */
export interface Tariff {
  fixedCents: number;
  dailyCents: number;
  unitCents: number;
  vatPercent: number;
}

/** What a period of `days` days using `quantity` units costs under `tariff`, VAT included, unrounded. */
export function grossCents(tariff: Tariff, quantity: number, days: number): number {
  const net = tariff.fixedCents + days * tariff.dailyCents + quantity * tariff.unitCents;
  return net * (1 + tariff.vatPercent / 100);
}

export const sameTariff = (a: Tariff, b: Tariff): boolean =>
  a.fixedCents === b.fixedCents && a.dailyCents === b.dailyCents && a.unitCents === b.unitCents && a.vatPercent === b.vatPercent;
