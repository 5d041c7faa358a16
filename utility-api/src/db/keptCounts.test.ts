import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { meterCaptureStore } from '../store/meterCapture.ts';
import { seededImage } from '../testing/seededDatabase.ts';
import { openDatabase, type Db } from './open.ts';

// The counts migration 040 keeps by triggers, each against the same counts taken from every row.

/** The counts as the applications and their messages hold them now, counted from every row. */
const COUNTED_APPLICATIONS = `SELECT application_type, status, COALESCE(assigned_employee_id, 0) AS assigned_employee_id,
    EXISTS (SELECT 1 FROM application_messages m WHERE m.application_id = a.id AND m.unread = 1 AND m.from_customer = 1) AS unread,
    COUNT(*) AS applications
  FROM applications a GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
const KEPT_APPLICATIONS = `SELECT application_type, status, assigned_employee_id, unread, applications
  FROM application_queue_counts WHERE applications > 0 ORDER BY 1, 2, 3, 4`;

/** Each walk's counts as its entries hold them now, counted from every entry. */
const COUNTED_WALKS = `SELECT w.id, COUNT(e.id) AS entries,
    COALESCE(SUM(e.read_at IS NOT NULL AND e.exported_at IS NULL), 0) AS completed,
    COALESCE(SUM(e.exported_at IS NOT NULL), 0) AS non_editable
  FROM capture_walks w LEFT JOIN capture_entries e ON e.walk_id = w.id GROUP BY w.id ORDER BY w.id`;
const KEPT_WALKS = 'SELECT id, entries, completed, non_editable FROM capture_walks ORDER BY id';

let db: Db;
beforeEach(async () => {
  db = openDatabase(await seededImage());
});
afterEach(() => db.close());

/** The kept rows equal the counted ones (and there are some: the seeded data has applications and walks). */
function expectKept(kept: string, counted: string): void {
  const rows = db.prepare(kept).all();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows).toEqual(db.prepare(counted).all());
}

const insertUser = (email: string, role: 1 | 2) =>
  Number(db.prepare("INSERT INTO users (email, name, role, password_hash) VALUES (?, ?, ?, 'x')").run(email, email, role).lastInsertRowid);
const insertApplication = (userId: number, type: number) =>
  Number(
    db.prepare("INSERT INTO applications (user_id, application_type, name, status, updated_on) VALUES (?, ?, 'Test', 1, '2026-11-01')").run(userId, type)
      .lastInsertRowid,
  );
const insertMessage = (applicationId: number, fromCustomer: 0 | 1) =>
  Number(
    db.prepare("INSERT INTO application_messages (application_id, from_customer, message, created_at) VALUES (?, ?, 'Hello', '2026-11-01')")
      .run(applicationId, fromCustomer).lastInsertRowid,
  );

describe('work queue counts kept by migration 040', () => {
  it('hold what counting every application and message gives for the seeded data', () => {
    expectKept(KEPT_APPLICATIONS, COUNTED_APPLICATIONS);
  });

  it('follow applications and their messages through every change', () => {
    const customer = insertUser('queue-counts-customer@demo.test', 2);
    const employee = insertUser('queue-counts-employee@demo.test', 1);
    const application = insertApplication(customer, 1);
    const other = insertApplication(customer, 11);
    expectKept(KEPT_APPLICATIONS, COUNTED_APPLICATIONS);

    const staffMessage = insertMessage(application, 0);
    insertMessage(application, 1);
    insertMessage(application, 1);
    expectKept(KEPT_APPLICATIONS, COUNTED_APPLICATIONS);
    const changes: Array<[sql: string, ...values: Array<number | null>]> = [
      ['UPDATE application_messages SET unread = 0 WHERE id = (SELECT MIN(id) FROM application_messages WHERE application_id = ? AND from_customer = 1)', application],
      ['UPDATE application_messages SET unread = 0 WHERE application_id = ? AND from_customer = 1', application],
      ['UPDATE application_messages SET unread = 1, from_customer = 1 WHERE id = ?', staffMessage],
      ['UPDATE application_messages SET application_id = ? WHERE id = ?', other, staffMessage],
      ['DELETE FROM application_messages WHERE id = ?', staffMessage],
      ["INSERT INTO application_messages (application_id, from_customer, message, created_at) VALUES (?, 1, 'Hello', '2026-11-02')", other],
      ['UPDATE applications SET status = 2, assigned_employee_id = ? WHERE id = ?', employee, application],
      ['UPDATE applications SET application_type = 12 WHERE id = ?', other],
      // An employee who leaves unassigns their applications (ON DELETE SET NULL) …
      ['DELETE FROM users WHERE id = ?', employee],
      // … and a customer who leaves takes their applications and messages along (ON DELETE CASCADE).
      ['DELETE FROM users WHERE id = ?', customer],
      ['DELETE FROM applications WHERE id = (SELECT MIN(id) FROM applications)'],
    ];
    for (const [sql, ...values] of changes) {
      db.prepare(sql).run(...values);
      expectKept(KEPT_APPLICATIONS, COUNTED_APPLICATIONS);
    }
  });
});

describe('reading walk counts kept by migration 040', () => {
  it('hold what counting every entry gives for the seeded cycle', () => {
    expectKept(KEPT_WALKS, COUNTED_WALKS);
  });

  it('follow entries as they are captured, exported, moved and removed', () => {
    const store = meterCaptureStore(db);
    const walk = db
      .prepare<[], { book: string; walk: number; id: number }>(
        'SELECT w.book, w.walk, w.id FROM capture_walks w JOIN capture_entries e ON e.walk_id = w.id GROUP BY w.id HAVING COUNT(*) >= 2 ORDER BY w.id LIMIT 1',
      )
      .get();
    if (walk === undefined) throw new Error('no walk of two entries seeded');
    const [first, second] = store.entries(walk.book, walk.walk, 'all', 2, 0).items;
    if (first === undefined || second === undefined) throw new Error('no entries');
    const before = store.walk(walk.book, walk.walk);

    store.save(first.entryId, { reading: 10, readAt: '2026-11-02', reason: 'regular', comment: null, clockedOver: false, consumption: 1, access: 'accessible', capturedBy: 4 });
    expectKept(KEPT_WALKS, COUNTED_WALKS);
    expect(store.walk(walk.book, walk.walk)).toMatchObject({ completed: (before?.completed ?? 0) + (first.status === 'outstanding' ? 1 : 0) });
    store.exportWalk(walk.book, walk.walk, '2026-11-03');
    expectKept(KEPT_WALKS, COUNTED_WALKS);

    const other = db.prepare<[number], number>('SELECT id FROM capture_walks WHERE id <> ? ORDER BY id LIMIT 1').pluck().get(walk.id);
    db.prepare('UPDATE capture_entries SET walk_id = ? WHERE id = ?').run(other, second.entryId);
    expectKept(KEPT_WALKS, COUNTED_WALKS);
    db.prepare('DELETE FROM capture_entries WHERE id = ?').run(first.entryId);
    expectKept(KEPT_WALKS, COUNTED_WALKS);
    db.prepare('INSERT INTO capture_entries (walk_id, meter_id, sequence, read_at) VALUES (?, ?, 999, ?)').run(walk.id, first.meterId, '2026-11-04');
    expectKept(KEPT_WALKS, COUNTED_WALKS);
  });
});
