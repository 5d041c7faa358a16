import type { Db } from '../db/open.ts';
import { DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from './demoUsers.ts';
import { createRandom, type Random } from './random.ts';

/** Its own random stream, so adding the capture cycle left every other table's data unchanged for a seed. */
const CAPTURE_STREAM = 0x016c_a97e;
/** Shares of the walks not assigned to a demo login: already exported (non-editable), partly captured. */
const EXPORTED_WALKS = 0.15;
const STARTED_WALKS = 0.2;
/** In a started walk, the share of meters captured so far. */
const CAPTURED_IN_STARTED = 0.5;
/** Captured meters the reader could not get to, and what was in the way. */
const NO_ACCESS = 0.15;
const BLOCKED: Array<[access: string, comment: string | null]> = [
  ['noAccess', 'Nobody at home, card left.'],
  ['dog', 'Dog loose in the yard.'],
  ['locked', 'Meter box locked.'],
  ['obstructed', 'Car parked over the meter box.'],
  ['unsafe', null],
];
/** Walks of generated readers also assigned to the demo employee, beside the demo walks. */
const STAFF_WALKS = 0.05;
const HOUR = 3_600_000;

/**
 * The open reading cycle (README "Meter-reading capture"): one walk per book and walk of the active
 * connections, one entry per meter in sequence order, previous reading = the meter's latest reading.
 * The largest walk goes to the demo employee, the next three to the field worker (both mostly
 * outstanding, so capture can be shown), three more to the employee; of the other walks some were
 * exported (the entry's reading is the meter's latest reading row), some are partly captured.
 */
export function insertMeterCapture(db: Db, seed: number, now: Date = new Date()): void {
  const random = createRandom((seed ^ CAPTURE_STREAM) >>> 0);
  const month = now.toISOString().slice(0, 7);
  const cycleId = Number(
    db.prepare("INSERT INTO capture_cycles (name, opened_on, status) VALUES (?, ?, 'open')").run(month, `${month}-01`).lastInsertRowid,
  );
  db.prepare(`INSERT INTO capture_walks (cycle_id, book, walk)
    SELECT DISTINCT ?, c.book, c.walk FROM connections c JOIN meter_details md ON md.connection_id = c.id
    WHERE c.status = 'active' ORDER BY c.book, c.walk`).run(cycleId);
  db.prepare(`INSERT INTO capture_entries (walk_id, meter_id, sequence, previous_reading, previous_read_at)
    SELECT w.id, md.meter_id, c.sequence, r.reading, r.read_at
    FROM meter_details md
    JOIN connections c ON c.id = md.connection_id AND c.status = 'active'
    JOIN capture_walks w ON w.cycle_id = ? AND w.book = c.book AND w.walk = c.walk
    LEFT JOIN meter_readings r ON r.id = (SELECT id FROM meter_readings WHERE meter_id = md.meter_id ORDER BY read_at DESC, id DESC LIMIT 1)
    ORDER BY w.id, c.sequence, md.meter_id`).run(cycleId);

  const userId = (email: string) => db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(email)?.id ?? null;
  const staff = userId(DEMO_EMPLOYEE_EMAIL);
  const field = userId(DEMO_FIELD_WORKER_EMAIL);
  const walks = db
    .prepare<[number], { id: number; size: number }>(
      'SELECT w.id, COUNT(*) AS size FROM capture_walks w JOIN capture_entries e ON e.walk_id = w.id WHERE w.cycle_id = ? GROUP BY w.id ORDER BY w.id',
    )
    .all(cycleId);
  const bySize = [...walks].sort((a, b) => b.size - a.size || a.id - b.id);
  const demo = new Map<number, { to: number | null; plan: 'outstanding' | 'started' | 'random' }>();
  bySize.slice(0, 7).forEach(({ id }, index) => {
    const to = index === 0 || index >= 4 ? staff : field;
    demo.set(id, { to, plan: index <= 2 ? 'outstanding' : index === 3 ? 'started' : 'random' });
  });

  const assign = db.prepare('UPDATE capture_walks SET assigned_to = ? WHERE id = ?');
  const exported: number[] = [];
  const started: Array<{ walkId: number; by: number | null }> = [];
  for (const { id } of walks) {
    const chosen = demo.get(id);
    // Every walk draws the same numbers whatever its plan, so a plan change moves no other walk's data.
    const roll = random.next();
    const extra = random.chance(STAFF_WALKS);
    const to = chosen ? chosen.to : extra ? staff : null;
    if (to !== null) assign.run(to, id);
    const plan = chosen?.plan ?? 'random';
    if (plan === 'outstanding') continue;
    if (plan === 'started') started.push({ walkId: id, by: to });
    else if (roll < EXPORTED_WALKS) exported.push(id);
    else if (roll < EXPORTED_WALKS + STARTED_WALKS) started.push({ walkId: id, by: to ?? staff });
  }

  // Exported walks: their readings already became the meters' latest `meter_readings` rows.
  const exportWalk = db.prepare(`UPDATE capture_entries SET reading = l.reading, read_at = l.read_at, reason = 'regular', access = 'accessible',
      previous_reading = l.previous_reading, consumption = l.consumption, clocked_over = l.clocked_over, meter_reading_id = l.id,
      previous_read_at = (SELECT p.read_at FROM meter_readings p WHERE p.meter_id = l.meter_id AND p.read_at < l.read_at ORDER BY p.read_at DESC LIMIT 1),
      exported_at = strftime('%Y-%m-%dT%H:%M:%fZ', l.read_at, '+2 days'), captured_by = ?
    FROM meter_readings l
    WHERE capture_entries.walk_id = ? AND l.id = (SELECT id FROM meter_readings WHERE meter_id = capture_entries.meter_id ORDER BY read_at DESC, id DESC LIMIT 1)`);
  for (const walkId of exported) exportWalk.run(staff, walkId);

  captureSome(db, random, started, now);
}

/** Captures about half the meters of each started walk during the past four days. */
function captureSome(db: Db, random: Random, walks: Array<{ walkId: number; by: number | null }>, now: Date): void {
  const entries = db.prepare<[number], { id: number; previous: number | null; dials: number }>(
    `SELECT e.id, e.previous_reading AS previous, m.dials FROM capture_entries e JOIN meters m ON m.id = e.meter_id
     WHERE e.walk_id = ? ORDER BY e.sequence, e.id`,
  );
  const capture = db.prepare(`UPDATE capture_entries SET reading = ?, read_at = ?, reason = 'regular', comment = ?, clocked_over = ?,
    consumption = ?, access = ?, captured_by = ? WHERE id = ?`);
  for (const { walkId, by } of walks) {
    for (const entry of entries.all(walkId)) {
      if (!random.chance(CAPTURED_IN_STARTED)) continue;
      const readAt = new Date(now.getTime() - random.int(1, 96) * HOUR - random.int(0, 59) * 60_000).toISOString();
      if (random.chance(NO_ACCESS)) {
        const [access, comment] = random.pick(BLOCKED);
        capture.run(null, readAt, comment, 0, null, access, by, entry.id);
        continue;
      }
      const used = random.int(4, 70);
      const max = 10 ** entry.dials;
      const previous = entry.previous ?? 0;
      const reading = (previous + used) % max;
      capture.run(reading, readAt, null, reading < previous ? 1 : 0, entry.previous === null ? 0 : used, 'accessible', by, entry.id);
    }
  }
}
