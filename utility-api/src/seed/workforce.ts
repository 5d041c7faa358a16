import type { Db } from '../db/open.ts';
import { DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from './demoUsers.ts';
import { createRandom } from './random.ts';

/** Its own random stream, so adding requisitions and schedules left every other table's data unchanged for a seed. */
const WORKFORCE_STREAM = 0x021_f04c;
const DAY = 86_400_000;

/** Requisitions of the demo data: status and how many days ago they were raised. */
const REQUISITIONS: ReadonlyArray<readonly [status: string, daysAgo: number]> = [
  ['issued', 20],
  ['rejected', 15],
  ['approved', 6],
  ['submitted', 3],
  ['draft', 1],
];

/** Shifts of a working week for the demo employees, Monday (0) to Friday. */
const WEEK: ReadonlyArray<readonly [kind: string, from: string, to: string]> = [
  ['shift', '07:00', '15:00'],
  ['shift', '07:00', '15:00'],
  ['training', '09:00', '13:00'],
  ['shift', '07:00', '15:00'],
  ['onCall', '15:00', '23:00'],
];

/**
 * A few store requisitions from warehouse 1 (the demo employees'), one per status, and this week's and next
 * week's schedule of the demo employee and field worker (migration 021).
 */
export function insertWorkforce(db: Db, seed: number, now: Date = new Date()): void {
  const random = createRandom((seed ^ WORKFORCE_STREAM) >>> 0);
  const userId = (email: string) => db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(email)?.id;
  const staff = userId(DEMO_EMPLOYEE_EMAIL);
  const field = userId(DEMO_FIELD_WORKER_EMAIL);
  if (staff === undefined) return;
  const items = db
    .prepare<[], { id: number }>("SELECT s.id FROM stock_items s JOIN warehouse_stock w ON w.stock_item_id = s.id AND w.warehouse_id = 1 ORDER BY s.id")
    .all();
  const header = db.prepare(`INSERT INTO store_requisitions (warehouse_id, requested_by, job_card_number, note, status, created_at, updated_at)
    VALUES (1, ?, ?, NULL, ?, ?, ?)`);
  const line = db.prepare('INSERT INTO store_requisition_lines (requisition_id, stock_item_id, quantity) VALUES (?, ?, ?)');
  for (const [status, daysAgo] of REQUISITIONS) {
    const at = new Date(now.getTime() - daysAgo * DAY).toISOString();
    const id = Number(header.run(field ?? staff, `JC-${random.int(10_000, 99_999)}`, status, at, at).lastInsertRowid);
    const used = new Set<number>();
    for (let index = 0; index < 2 && items.length > 0; index++) {
      const item = random.pick(items).id;
      if (used.has(item)) continue;
      used.add(item);
      line.run(id, item, random.int(1, 10));
    }
  }
  const schedule = db.prepare('INSERT INTO schedule_entries (employee_id, day, starts_at, ends_at, kind, note) VALUES (?, ?, ?, ?, ?, NULL)');
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * DAY;
  for (const employee of [staff, field]) {
    if (employee === undefined) continue;
    for (let week = 0; week < 2; week++) {
      WEEK.forEach(([kind, from, to], weekday) => {
        // The field worker works the other way round: on call early in the week.
        const [k, f, t] = employee === field ? (WEEK[(weekday + 2) % WEEK.length] ?? [kind, from, to]) : [kind, from, to];
        schedule.run(employee, new Date(monday + (week * 7 + weekday) * DAY).toISOString().slice(0, 10), f, t, k);
      });
    }
  }
}
