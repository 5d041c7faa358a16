import type { Db } from '../db/open.ts';
import { tariffInForce, type TariffItem } from '../routes/billing/tariffRules.ts';

export interface TariffStore {
  /** Every tariff, oldest first. */
  all(): TariffItem[];
  /** The tariff pricing a period that starts on `day`, or undefined before the first one. */
  inForce(day: string): TariffItem | undefined;
}

export function tariffStore(db: Db): TariffStore {
  const all = db.prepare<[], TariffItem>(`SELECT id AS tariffId, code, valid_from AS validFrom, fixed_cents AS fixedCents,
    daily_cents AS dailyCents, unit_cents AS unitCents, vat_percent AS vatPercent FROM tariffs ORDER BY valid_from`);
  return {
    all: () => all.all(),
    inForce: (day) => tariffInForce(all.all(), day),
  };
}
