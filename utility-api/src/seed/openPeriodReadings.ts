import type { Db } from '../db/open.ts';
import { BILL_ID_FACTOR, billCalendar, billingDay, splitBillId } from '../routes/billing/billRules.ts';
import { periodDays } from '../routes/billing/tariffRules.ts';
import { organisationDay, organisationMidnight } from '../routes/billing/today.ts';

const DAY_MS = 86_400_000;
/** Half a year of bills, as many as the portal's forecast draws its range from. */
const RECENT_BILLS = 6;

/**
 * Maria's home account (the first account) has its meters read at the start of the seeding day: her
 * current, not yet billed period then has readings for its days so far, which the bill forecast builds
 * on (README, Bill charges and the open period). The readings carry on at the average daily use of her
 * recent bills, shared between her meters as their histories share it, so that the forecast reads like her
 * bills (her meter readings and her bills are generated apart).
 */
export function insertOpenPeriodReadings(db: Db, now: Date): void {
  const readAt = new Date(organisationMidnight(organisationDay(now)));
  const accountId = db.prepare<[], number>('SELECT MIN(id) FROM accounts').pluck().get();
  if (accountId === undefined || accountId === null) return;
  const recent = db
    .prepare<[number, number, number], { id: number; consumption: number }>('SELECT id, consumption FROM bills WHERE id >= ? AND id < ? ORDER BY id DESC LIMIT ?')
    .all(accountId * BILL_ID_FACTOR, (accountId + 1) * BILL_ID_FACTOR, RECENT_BILLS);
  const group = db.prepare<[number], string | null>('SELECT billing_group FROM account_details WHERE account_id = ?').pluck().get(accountId);
  if (recent.length === 0) return;
  const dailyUse = recent.map((bill) => {
    const { periodFrom, periodTo } = billCalendar(splitBillId(bill.id).month, billingDay(group));
    return bill.consumption / periodDays(periodFrom, periodTo);
  });
  const billDaily = dailyUse.reduce((sum, value) => sum + value, 0) / dailyUse.length;
  const meters = db
    .prepare<[number], { meterId: number; dials: number; last: string; reading: number; used: number }>(`
      SELECT m.id AS meterId, m.dials,
        (SELECT MAX(read_at) FROM meter_readings WHERE meter_id = m.id) AS last,
        (SELECT reading FROM meter_readings WHERE meter_id = m.id ORDER BY read_at DESC LIMIT 1) AS reading,
        (SELECT SUM(consumption) FROM meter_readings WHERE meter_id = m.id) AS used
      FROM meters m WHERE m.account_id = ? ORDER BY m.id`)
    .all(accountId)
    .filter((meter) => meter.last !== null && Date.parse(meter.last) < readAt.getTime());
  const history = meters.reduce((sum, meter) => sum + meter.used, 0);
  const insert = db.prepare(`INSERT INTO meter_readings (meter_id, read_at, reason, reading, previous_reading, consumption, clocked_over)
    VALUES (?, ?, 'customer', ?, ?, ?, ?)`);
  for (const meter of meters) {
    const share = history > 0 ? meter.used / history : 1 / meters.length;
    const used = Math.max(1, Math.round((billDaily * share * (readAt.getTime() - Date.parse(meter.last))) / DAY_MS));
    const next = (meter.reading + used) % 10 ** meter.dials;
    insert.run(meter.meterId, readAt.toISOString(), next, meter.reading, used, next < meter.reading ? 1 : 0);
  }
}
