import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open.ts';
import { seededImage } from '../testing/seededDatabase.ts';

/** The counts as the applications and their messages hold them now, counted from every row. */
const COUNTED = `SELECT application_type, status, COALESCE(assigned_employee_id, 0) AS assigned_employee_id,
    EXISTS (SELECT 1 FROM application_messages m WHERE m.application_id = a.id AND m.unread = 1 AND m.from_customer = 1) AS unread,
    COUNT(*) AS applications
  FROM applications a GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
const KEPT = `SELECT application_type, status, assigned_employee_id, unread, applications
  FROM application_queue_counts WHERE applications > 0 ORDER BY 1, 2, 3, 4`;

let db: Db;
beforeEach(async () => {
  db = openDatabase(await seededImage());
});
afterEach(() => db.close());

const kept = () => db.prepare(KEPT).all();
const counted = () => db.prepare(COUNTED).all();
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
    expect(kept().length).toBeGreaterThan(0);
    expect(kept()).toEqual(counted());
  });

  it('follow applications and their messages through every change', () => {
    const customer = insertUser('queue-counts-customer@demo.test', 2);
    const employee = insertUser('queue-counts-employee@demo.test', 1);
    const application = insertApplication(customer, 1);
    const other = insertApplication(customer, 11);
    expect(kept()).toEqual(counted());

    const staffMessage = insertMessage(application, 0);
    const first = insertMessage(application, 1);
    const second = insertMessage(application, 1);
    expect(kept()).toEqual(counted());
    db.prepare('UPDATE application_messages SET unread = 0 WHERE id = ?').run(first);
    expect(kept()).toEqual(counted());
    db.prepare('UPDATE application_messages SET unread = 0 WHERE id = ?').run(second);
    expect(kept()).toEqual(counted());
    db.prepare('UPDATE application_messages SET unread = 1, from_customer = 1 WHERE id = ?').run(staffMessage);
    expect(kept()).toEqual(counted());
    db.prepare('UPDATE application_messages SET application_id = ? WHERE id = ?').run(other, staffMessage);
    expect(kept()).toEqual(counted());
    db.prepare('DELETE FROM application_messages WHERE id = ?').run(staffMessage);
    expect(kept()).toEqual(counted());

    insertMessage(other, 1);
    db.prepare('UPDATE applications SET status = 2, assigned_employee_id = ? WHERE id = ?').run(employee, application);
    db.prepare('UPDATE applications SET application_type = 12 WHERE id = ?').run(other);
    expect(kept()).toEqual(counted());
    // An employee who leaves unassigns their applications (ON DELETE SET NULL).
    db.prepare('DELETE FROM users WHERE id = ?').run(employee);
    expect(kept()).toEqual(counted());
    // A customer who leaves takes their applications and messages along (ON DELETE CASCADE).
    db.prepare('DELETE FROM users WHERE id = ?').run(customer);
    expect(kept()).toEqual(counted());
    const seeded = db.prepare<[], number>('SELECT MIN(id) FROM applications').pluck().get();
    db.prepare('DELETE FROM applications WHERE id = ?').run(seeded);
    expect(kept()).toEqual(counted());
  });
});
