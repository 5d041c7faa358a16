import type { Db } from '../db/open.ts';
import { createRandom, type Random } from './random.ts';

/** Readings cover this many months back, so two full years of consumption exist (`002 §9`). */
const SEEDED_READING_MONTHS = 26;
/** Meters are read every second month, as water suppliers commonly do; consumption is apportioned by day. */
const READING_INTERVAL_MONTHS = 2;
/** Water meters of the demo utility have five dials: they clock over after 99,999 m³. */
const WATER_DIALS = 5;
/** Share of generated accounts with a second meter (a garden or irrigation supply). */
const SECOND_METER = 0.03;
/** Every so many regular readings the reader found no access and the reading was estimated. */
const ESTIMATED_EVERY = 7;
const MAKES = ['Sensus', 'Itron', 'Elster', 'Zenner', 'Diehl'] as const;
const SIZES = ['15 mm', '20 mm', '25 mm'] as const;
/** Higher use in the hot months (index 0 = January), as a water supply sees it. */
const SEASON = [0.8, 0.8, 0.9, 1, 1.1, 1.3, 1.5, 1.5, 1.3, 1.1, 0.9, 0.8] as const;

/** Its own random stream, so adding readings left the data of every other table unchanged for a seed. */
const READINGS_STREAM = 0x4ead_1265;

interface MeterPlan {
  accountId: number;
  start: number;
  monthly: number;
}

/**
 * Meters and two years and more of monthly readings for every account, anchored at the month the
 * database is seeded (readings are history relative to that month). Maria's home account has a main
 * and a garden meter; her main meter starts near the top of its dials so its history shows a clock-over.
 */
export function insertReadings(db: Db, seed: number, now: Date = new Date()): void {
  const random = createRandom((seed ^ READINGS_STREAM) >>> 0);
  const accountIds = db.prepare<[], { id: number }>('SELECT id FROM accounts ORDER BY id').all();
  const meter = db.prepare(
    'INSERT INTO meters (account_id, meter_ref, serial_no, make, size, dials, unit) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // One statement per meter with all its readings: a thirteenth of the statement runs (seed time, README).
  const readingsPerMeter = Math.ceil(SEEDED_READING_MONTHS / READING_INTERVAL_MONTHS);
  const readings = db.prepare(`INSERT INTO meter_readings
    (meter_id, read_at, reason, reading, previous_reading, consumption, clocked_over) VALUES
    ${Array.from({ length: readingsPerMeter }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`);
  const max = 10 ** WATER_DIALS;
  let meters = 0;

  const addMeter = (plan: MeterPlan) => {
    meters += 1;
    const meterId = Number(
      meter.run(plan.accountId, `M${String(meters).padStart(7, '0')}`, `${random.int(10, 99)}-${random.int(100_000, 999_999)}`,
        random.pick(MAKES), random.pick(SIZES), WATER_DIALS, 'm3').lastInsertRowid,
    );
    let value = plan.start;
    let previous: number | null = null;
    const values: Array<string | number | null> = [];
    for (let back = SEEDED_READING_MONTHS; back >= 1; back -= READING_INTERVAL_MONTHS) {
      const at = readingMoment(random, now, back);
      const used: number = previous === null ? 0 : Math.max(1, Math.round(plan.monthly * READING_INTERVAL_MONTHS * (SEASON[at.getUTCMonth()] ?? 1) * (0.8 + random.next() * 0.4)));
      const next: number = (value + used) % max;
      const estimated = previous !== null && (back / READING_INTERVAL_MONTHS) % ESTIMATED_EVERY === 0;
      values.push(meterId, at.toISOString(), estimated ? 'estimated' : 'regular', next, previous, used, next < value ? 1 : 0);
      previous = next;
      value = next;
    }
    readings.run(values);
  };

  for (const [index, { id }] of accountIds.entries()) {
    if (index === 0) {
      addMeter({ accountId: id, start: max - 320, monthly: 16 });
      addMeter({ accountId: id, start: 1_250, monthly: 6 });
      continue;
    }
    addMeter({ accountId: id, start: random.int(0, 60_000), monthly: random.int(6, 30) });
    if (random.chance(SECOND_METER)) addMeter({ accountId: id, start: random.int(0, 5_000), monthly: random.int(2, 10) });
  }
}

function readingMoment(random: Random, now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, random.int(20, 27), random.int(7, 15), random.int(0, 59)));
}
