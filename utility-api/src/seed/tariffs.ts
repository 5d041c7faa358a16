import type { Db } from '../db/open.ts';
import { REFERENCE_RATES } from '../routes/billing/billRules.ts';
import type { TariffRates } from '../routes/billing/tariffRules.ts';

/**
 * The reference tariff took effect this many months before the seeding month: after the period a year
 * before every account's latest bill and before the period of the bill before it, so that the latest bill
 * compares with the previous one at the same tariff and with the same period last year across a price change.
 */
const TARIFF_CHANGE_MONTHS_BACK = 6;

/** The water tariff before the change: a lower standing charge and unit price. */
const EARLIER_RATES: TariffRates = { fixedCents: 800, dailyCents: 0, unitCents: 122, vatPercent: 5 };
const TARIFF_CODE = 'W-STD';
const BEGINNING = '2000-01-01';

/** The tariff history of the demo utility, dated back from the seeding month (before the bills it prices). */
export function insertTariffs(db: Db, now: Date): void {
  const changeDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - TARIFF_CHANGE_MONTHS_BACK, 1)).toISOString().slice(0, 10);
  const insert = db.prepare('INSERT INTO tariffs (code, valid_from, fixed_cents, daily_cents, unit_cents, vat_percent) VALUES (?, ?, ?, ?, ?, ?)');
  db.prepare('DELETE FROM tariffs').run();
  for (const [validFrom, rates] of [[BEGINNING, EARLIER_RATES], [changeDay, REFERENCE_RATES]] as const) {
    insert.run(TARIFF_CODE, validFrom, rates.fixedCents, rates.dailyCents, rates.unitCents, rates.vatPercent);
  }
}
