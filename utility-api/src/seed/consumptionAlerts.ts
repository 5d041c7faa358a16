import type { Db } from '../db/open.ts';
import { NIGHT_LAST_PERIOD, isoDay, usageByYear, type ReadingSpan } from '../routes/consumptionAlerts/detection.ts';
import { DEMO_CUSTOMER_MOBILE } from './demoUsers.ts';

const DAY_MS = 86_400_000;
/** Two weeks of half hours for Andreas's meter, up to the day before seeding. */
const HALF_HOUR_DAYS = 14;
/** The leak began this many nights before seeding: enough nights in a row for an alert, quiet nights before. */
const LEAK_NIGHTS = 5;
/** 12 litres every half hour: a running cistern. */
const LEAK_FLOW_M3 = 0.012;
/** Andreas's latest reading: three times the same 30 days of earlier years. */
const HIGH_USAGE_MULTIPLE = 3;

/** A household's day in half hours (m³): nothing through the night, a morning and an evening peak. */
function household(period: number): number {
  if (period <= NIGHT_LAST_PERIOD + 2) return 0;
  if (period <= 18) return 0.02;
  if (period >= 36 && period <= 44) return 0.015;
  return 0.006;
}

/**
 * Evidence for the consumption alerts of Andreas's account (the demo customer who signs in by mobile number):
 * two weeks of half hours on his meter whose last nights never drop to zero (a likely leak), and his latest
 * reading at three times the same dates of earlier years (high usage). Not Maria's: her half hours and
 * applications are counted by other tests. Runs after every other generator, so their data stay as they were.
 */
export function insertConsumptionAlertData(db: Db, now: Date): void {
  const accountId = db
    .prepare<[string], number | null>('SELECT MIN(au.account_id) FROM account_users au JOIN users u ON u.id = au.user_id WHERE u.mobile_no = ?')
    .pluck()
    .get(DEMO_CUSTOMER_MOBILE);
  if (accountId === undefined || accountId === null) return;
  const [main] = db.prepare<[number], { id: number; dials: number }>('SELECT id, dials FROM meters WHERE account_id = ? ORDER BY id').all(accountId);
  if (main === undefined) return;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const insert = db.prepare('INSERT INTO half_hour_consumptions (meter_id, day, period, quantity, imported_at) VALUES (?, ?, ?, ?, ?)');
  for (let back = HALF_HOUR_DAYS; back >= 1; back -= 1) {
    const day = isoDay(today - back * DAY_MS);
    for (let period = 1; period <= 48; period += 1) {
      const leaking = back <= LEAK_NIGHTS;
      insert.run(main.id, day, period, Math.round((household(period) + (leaking ? LEAK_FLOW_M3 : 0)) * 1000) / 1000, new Date(today).toISOString());
    }
  }
  raiseLatestPeriod(db, main);
}

function raiseLatestPeriod(db: Db, meter: { id: number; dials: number }): void {
  const spans = db
    .prepare<[number], ReadingSpan & { id: number; previousReading: number | null }>(`SELECT r.id, r.read_at AS readAt, r.consumption,
      r.previous_reading AS previousReading,
      (SELECT MAX(p.read_at) FROM meter_readings p WHERE p.meter_id = r.meter_id AND p.read_at < r.read_at) AS previousAt
      FROM meter_readings r WHERE r.meter_id = ? ORDER BY r.read_at`)
    .all(meter.id);
  const latest = spans.at(-1);
  const usage = usageByYear(spans);
  if (latest === undefined || latest.previousAt === null || latest.previousReading === null || usage === null || usage.earlier.length === 0) return;
  const earlier = usage.earlier.reduce((sum, point) => sum + point.value, 0) / usage.earlier.length;
  const length = Date.parse(latest.readAt) - Date.parse(latest.previousAt);
  const inWindow = Math.min(length, usage.to - usage.from);
  const outside = usage.current - (latest.consumption * inWindow) / length;
  const used = Math.max(latest.consumption, Math.ceil(((HIGH_USAGE_MULTIPLE * earlier - outside) * length) / inWindow));
  const reading = (latest.previousReading + used) % 10 ** meter.dials;
  db.prepare('UPDATE meter_readings SET reading = ?, consumption = ?, clocked_over = ? WHERE id = ?').run(reading, used, reading < latest.previousReading ? 1 : 0, latest.id);
}
