import type { Db } from '../db/open.ts';
import { ROLE_CUSTOMER } from '../domain/constants.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from './demoUsers.ts';
import { createRandom } from './random.ts';

/** Own random source derived from the seed, so the work queues changed no other table's data. */
const WORK_QUEUE_RANDOM_SALT = 0x0e_14_a7;
/** The same fixed end as the other applications (seed/applications.ts): same seed, same rows. */
const SEEDED_UNTIL = Date.parse('2026-11-20T09:00:00Z');
const HOUR = 3_600_000;
/** Share of generated customers' users who reported a maintenance problem. */
const MAINTENANCE_SHARE = 0.06;

/** Maintenance types of migration 014 with what a customer writes about them. */
const MAINTENANCE: Array<[type: number, name: string, message: string]> = [
  [11, 'Leak repair', 'Water is leaking from the pipe in front of the meter box.'],
  [12, 'Faulty meter', 'The meter display is blank since yesterday.'],
  [13, 'Supply interruption', 'We have had no supply since this morning.'],
  [14, 'Low pressure', 'The pressure is very low on the upper floor.'],
  [15, 'Damaged connection', 'A truck damaged the connection box at the pavement.'],
];
/** Status paths a seeded maintenance application went through (README "Work queues" transitions). */
const PATHS = [[1], [1, 2], [1, 2, 8], [1, 2, 3], [1, 4], [1, 2, 3, 5]];
const COMMENTS = ['Crew dispatched.', 'Waiting for spare parts.', 'Repair completed on site.', null];

/**
 * Maintenance applications of generated customers, each with its status history and the customer's report
 * (unread by staff while it is New or In Process); and the status history of the customer-service applications seeded
 * by seed/applications.ts, as one change from New to where they stand.
 */
export function insertWorkQueues(db: Db, seed: number): void {
  const random = createRandom(seed ^ WORK_QUEUE_RANDOM_SALT);
  const staff = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(DEMO_EMPLOYEE_EMAIL)?.id ?? null;
  const at = (hours: number) => new Date(SEEDED_UNTIL - hours * HOUR).toISOString();
  const history = db.prepare(
    'INSERT INTO application_status_history (application_id, from_status, to_status, employee_id, changed_at, comment) VALUES (?, ?, ?, ?, ?, ?)',
  );
  db.prepare(
    `INSERT INTO application_status_history (application_id, from_status, to_status, employee_id, changed_at, comment)
     SELECT id, 1, status, ?, updated_on, NULL FROM applications WHERE status NOT IN (0, 1, 7) ORDER BY id`,
  ).run(staff);

  const application = db.prepare(
    'INSERT INTO applications (user_id, application_type, name, status, updated_on, assigned_employee_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const message = db.prepare(
    'INSERT INTO application_messages (application_id, author_id, from_customer, message, created_at, unread) VALUES (?, ?, 1, ?, ?, ?)',
  );
  const users = db
    .prepare<[number, string, string], { id: number }>(
      `SELECT id FROM users WHERE role = ? AND active = 1 AND customer_id IS NOT NULL
       AND COALESCE(email, '') <> ? COLLATE NOCASE AND COALESCE(mobile_no, '') <> ? ORDER BY id`,
    )
    .all(ROLE_CUSTOMER, DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE);
  for (const { id: userId } of users) {
    if (!random.chance(MAINTENANCE_SHARE)) continue;
    const [type, name, text] = random.pick(MAINTENANCE);
    const path = random.pick(PATHS);
    const reported = random.int(6, 1500);
    const step = Math.max(1, Math.floor(reported / (path.length + 1)));
    const updated = reported - step * (path.length - 1);
    const status = path[path.length - 1] ?? 1;
    const assigned = path.length > 1 && random.chance(0.7) ? staff : null;
    const applicationId = Number(application.run(userId, type, name, status, at(updated), assigned).lastInsertRowid);
    // Reports not yet worked on (New, In Process) are still unread by staff.
    message.run(applicationId, userId, text, at(reported), status === 1 || status === 2 ? 1 : 0);
    for (let index = 1; index < path.length; index += 1) {
      history.run(applicationId, path[index - 1], path[index], staff, at(reported - step * index), random.pick(COMMENTS));
    }
  }
}
