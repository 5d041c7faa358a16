import type { Db } from '../db/open.ts';
import { ROLE_EMPLOYEE } from '../domain/constants.ts';
import { DEMO_EMPLOYEE_EMAIL } from './demoUsers.ts';
import { createRandom } from './random.ts';

/** Own random stream derived from the seed, so the maintenance data changed no other table's rows. */
const MAINTENANCE_STREAM = 0x19_0a1b;
/** The same fixed end as the other seeded work (seed/workQueue.ts). */
const SEEDED_UNTIL = Date.parse('2026-11-20T09:00:00Z');
const HOUR = 3_600_000;

/** Maintenance crews (portalOm only, field workers), so a card can be assigned, referred and staffed. */
const CREW = [
  ['crew1@maintenance.test', 'Andreas Michael'],
  ['crew2@maintenance.test', 'Eleni Charalambous'],
  ['crew3@maintenance.test', 'Nikos Antoniou'],
] as const;

const CARDS_PER_STATION = 3;
const FROM_APPLICATIONS = 6;
const INVESTIGATIONS = 8;
const PROBLEM_LOGS = 12;
/** Lookup ids of migration 019. */
const ACTIVITIES = [1, 2, 3, 4, 5, 6];
const CONDITIONS = [20, 21, 22, 23];
const COMPLAINTS = [40, 41, 42, 43, 44];
const PROBLEM_TYPES = [100, 101, 102, 103, 104];
const SERVICES: Array<[number, string]> = [[80, 'Kyriakou Earthworks'], [81, 'AquaTrans Ltd'], [82, 'SafeRoad Services']];
const STEPS = ['registered', 'assigned', 'inProgress', 'inProgress', 'completed', 'closed', 'referred'] as const;
const DESCRIPTIONS = [
  'Repair the leaking joint reported by the patrol.',
  'Replace the seized gate valve on the distribution main.',
  'Overhaul the duty pump: bearings are noisy.',
  'Locate the leak causing the night-flow increase.',
  'Flush the dead end after a water quality complaint.',
  'Planned inspection of the station equipment.',
];
const FINDINGS = ['Joint failure on a PE service pipe.', 'Valve spindle broken.', 'No fault found on site.', null];
const PROBLEMS = ['Water seeping around the valve chamber.', 'Pump vibrates above normal levels.', 'Corroded flange on the outlet.', 'Control panel trips intermittently.'];

/**
 * Maintenance crews, job cards per station (a few from existing maintenance applications), investigations and problem
 * logs with job cards raised from some, and allocations (manpower, support, stores that take from warehouse 1).
 * Written after everything else; the card count follows the stations (about 30 at `small`, 375 at `large`).
 */
export function insertMaintenance(db: Db, seed: number): void {
  const random = createRandom((seed ^ MAINTENANCE_STREAM) >>> 0);
  const at = (hours: number) => new Date(SEEDED_UNTIL - hours * HOUR).toISOString();
  const staff = db.prepare<[string], { id: number; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = ? COLLATE NOCASE').get(DEMO_EMPLOYEE_EMAIL);
  if (!staff) return;
  const user = db.prepare(`INSERT INTO users (email, name, role, registration_type, active, password_hash, language, employee_flags, is_field_worker,
    link_to_warehouse, warehouse_id) VALUES (?, ?, ${ROLE_EMPLOYEE}, 1, 1, ?, 'en', '["portalOm"]', 1, 1, 1)`);
  const employees = [staff.id, ...CREW.map(([email, name]) => Number(user.run(email, name, staff.password_hash).lastInsertRowid))];

  const stations = db.prepare<[], { id: number }>('SELECT id FROM elements WHERE parent_id IS NULL ORDER BY id').all();
  const members = db.prepare<[], { id: number; stationId: number; typeId: number }>(
    'SELECT id, parent_id AS stationId, element_type_id AS typeId FROM elements WHERE parent_id IS NOT NULL ORDER BY id',
  ).all();
  const byStation = new Map<number, Array<{ id: number; typeId: number }>>();
  for (const member of members) byStation.set(member.stationId, [...(byStation.get(member.stationId) ?? []), member]);

  const card = db.prepare(`INSERT INTO job_cards (number, origin_type, origin_id, station_id, element_id, element_type_id, starts_at, ends_at,
      activity_id, condition_id, complain_type_id, outcome_id, description, step, workflow_employee_id, created_by, created_at, updated_at)
    VALUES (printf('JC-%06d', (SELECT COALESCE(MAX(id), 0) + 1 FROM job_cards)), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const history = db.prepare('INSERT INTO job_card_history (job_card_id, from_step, to_step, employee_id, changed_by, changed_at, comment) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const manpower = db.prepare('INSERT INTO job_card_manpower (job_card_id, employee_id, work_date, hours, overtime_hours) VALUES (?, ?, ?, ?, ?)');
  const support = db.prepare('INSERT INTO job_card_support (job_card_id, service_id, supplier, quantity, hours, cost_cents) VALUES (?, ?, ?, ?, ?, ?)');
  const stores = db.prepare('INSERT INTO job_card_stores (job_card_id, stock_item_id, warehouse_id, quantity, issued_at) VALUES (?, ?, 1, ?, ?)');
  const issue = db.prepare('UPDATE warehouse_stock SET quantity = quantity - ? WHERE warehouse_id = 1 AND stock_item_id = ? AND quantity >= ?');
  const stock = db.prepare<[], { id: number }>('SELECT stock_item_id AS id FROM warehouse_stock WHERE warehouse_id = 1 AND quantity >= 10 ORDER BY stock_item_id').all();

  const addCard = (origin: [string, number | null], station: number, element: { id: number; typeId: number } | undefined, complain: number | null, description: string) => {
    const step = random.pick(STEPS);
    const started = random.int(24, 2000);
    const start = at(started);
    const ends = step === 'closed' || step === 'completed' || random.chance(0.5) ? at(started - random.int(2, 20)) : null;
    const employee = step === 'registered' ? null : random.pick(employees);
    const closed = step === 'closed';
    const outcome = closed ? random.pick([60, 61, 62]) : null;
    const activity = outcome === 61 || random.chance(0.5) ? random.pick(ACTIVITIES) : null;
    const id = Number(
      card.run(origin[0], origin[1], station, element?.id ?? null, element?.typeId ?? null, start, ends, activity, closed ? random.pick(CONDITIONS) : null,
        complain, outcome, description, step, employee, staff.id, start, ends ?? start).lastInsertRowid,
    );
    history.run(id, null, 'registered', null, staff.id, start, null);
    if (step !== 'registered') history.run(id, 'registered', step, employee, staff.id, ends ?? start, null);
    if (step === 'registered' || step === 'assigned') return;
    for (let day = 0; day < random.int(1, 2); day += 1) manpower.run(id, random.pick(employees), start.slice(0, 10), random.int(2, 8), random.pick([0, 0, 1, 2]));
    if (random.chance(0.3)) {
      const [service, supplier] = random.pick(SERVICES);
      support.run(id, service, supplier, 1, random.int(1, 6), random.int(80, 600) * 100);
    }
    const material = stock.length > 0 && random.chance(0.5) ? random.pick(stock) : undefined;
    const quantity = random.int(1, 5);
    if (material && issue.run(quantity, material.id, quantity).changes === 1) stores.run(id, material.id, quantity, start);
  };

  for (const { id: station } of stations) {
    const around = byStation.get(station) ?? [];
    for (let index = 0; index < CARDS_PER_STATION; index += 1) {
      const element = around.length > 0 ? random.pick(around) : undefined;
      addCard(['planned', null], station, element, random.chance(0.4) ? random.pick(COMPLAINTS) : null, random.pick(DESCRIPTIONS));
    }
  }
  const applications = db.prepare<[number], { id: number; name: string }>(
    `SELECT a.id, a.name FROM applications a JOIN application_types t ON t.id = a.application_type WHERE t.kind = 2 ORDER BY a.id LIMIT ?`,
  ).all(FROM_APPLICATIONS);
  for (const application of applications) {
    const station = random.pick(stations).id;
    addCard(['application', application.id], station, random.pick(byStation.get(station) ?? [{ id: station, typeId: 1 }]), random.pick(COMPLAINTS), application.name);
  }

  const investigation = db.prepare(`INSERT INTO investigations (number, source, application_id, element_id, location, complain_type_id, findings, status,
    reported_on, created_by, updated_at) VALUES (printf('INV-%06d', (SELECT COALESCE(MAX(id), 0) + 1 FROM investigations)), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let index = 0; index < INVESTIGATIONS && members.length > 0; index += 1) {
    const element = random.pick(members);
    const application = index % 3 === 0 ? applications[index % Math.max(applications.length, 1)] : undefined;
    const reported = at(random.int(24, 900));
    const status = random.chance(0.25) ? 'closed' : 'open';
    const id = Number(
      investigation.run(application ? 'application' : 'complaint', application?.id ?? null, element.id, `Near element ${element.id}`,
        random.pick(COMPLAINTS), random.pick(FINDINGS), status, reported, staff.id, reported).lastInsertRowid,
    );
    if (status === 'open' && random.chance(0.4)) addCard(['investigation', id], element.stationId, element, random.pick(COMPLAINTS), `Follow-up of investigation ${id}`);
  }
  db.prepare(`UPDATE investigations SET location = (SELECT e.name || ', ' || e.town FROM elements e WHERE e.id = investigations.element_id) WHERE location LIKE 'Near element %'`).run();

  const problem = db.prepare(`INSERT INTO problem_logs (number, element_id, reported_on, reported_by, problem_type_id, priority, description, status, updated_at)
    VALUES (printf('PL-%06d', (SELECT COALESCE(MAX(id), 0) + 1 FROM problem_logs)), ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let index = 0; index < PROBLEM_LOGS && members.length > 0; index += 1) {
    const element = random.pick(members);
    const reported = at(random.int(24, 900));
    const status = random.chance(0.2) ? 'closed' : 'open';
    const id = Number(
      problem.run(element.id, reported, random.pick(employees), random.pick(PROBLEM_TYPES), random.pick(['low', 'medium', 'high', 'urgent']),
        random.pick(PROBLEMS), status, reported).lastInsertRowid,
    );
    if (status === 'open' && random.chance(0.3)) addCard(['problemLog', id], element.stationId, element, null, `Repair for problem log ${id}`);
  }
}
