import type { Db } from '../db/open.ts';

const DAY_MS = 86_400_000;

/**
 * Maria's home account (the first account) has its meters read at the start of the seeding day: her
 * current, not yet billed period then has readings for its days so far, which the bill forecast builds
 * on (README, Bill charges and the open period). Each reading adds the meter's average daily use since
 * its first reading for the days since its previous one, with the clock-over of its dials.
 */
export function insertOpenPeriodReadings(db: Db, now: Date): void {
  const readAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const meters = db
    .prepare<[], { meterId: number; dials: number }>('SELECT id AS meterId, dials FROM meters WHERE account_id = (SELECT MIN(id) FROM accounts) ORDER BY id')
    .all();
  const history = db.prepare<[number], { first: string; last: string; reading: number; used: number }>(`
    SELECT MIN(read_at) AS first, MAX(read_at) AS last,
      (SELECT reading FROM meter_readings WHERE meter_id = r.meter_id ORDER BY read_at DESC LIMIT 1) AS reading,
      SUM(consumption) AS used
    FROM meter_readings r WHERE meter_id = ?`);
  const insert = db.prepare(`INSERT INTO meter_readings (meter_id, read_at, reason, reading, previous_reading, consumption, clocked_over)
    VALUES (?, ?, 'customer', ?, ?, ?, ?)`);
  for (const { meterId, dials } of meters) {
    const row = history.get(meterId);
    if (!row?.first || !row.last || Date.parse(row.last) >= readAt.getTime()) continue;
    const daily = row.used / Math.max(1, (Date.parse(row.last) - Date.parse(row.first)) / DAY_MS);
    const used = Math.max(1, Math.round((daily * (readAt.getTime() - Date.parse(row.last))) / DAY_MS));
    const next = (row.reading + used) % 10 ** dials;
    insert.run(meterId, readAt.toISOString(), next, row.reading, used, next < row.reading ? 1 : 0);
  }
}
