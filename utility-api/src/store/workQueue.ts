import type { Db } from '../db/open.ts';
import { ROLE_EMPLOYEE, type EmployeeFlag, type Language } from '../domain/constants.ts';
import { APPLICATION_STATUSES, KIND_FLAGS, type ApplicationKind } from './applications.ts';

interface ApplicationTypeItem {
  applicationType: number;
  kind: number;
  name: string;
}

export interface StatusHistoryItem {
  id: number;
  portalApplicationId: number;
  fromStatus: number;
  fromStatusName: string;
  toStatus: number;
  toStatusName: string;
  employeeId: number | null;
  employeeName: string | null;
  changedOn: string;
  comment: string | null;
}

interface EmployeeItem {
  employeeId: number;
  name: string;
  email: string | null;
  isFieldWorker: boolean;
}

/** What the work-queue calls check before they change an application. */
export interface ApplicationState {
  id: number;
  kind: ApplicationKind;
  status: number;
  assignedEmployeeId: number | null;
}

export interface WorkQueueStore {
  state(applicationId: number): ApplicationState | undefined;
  types(language: Language, kind?: number): ApplicationTypeItem[];
  /** Sets (or with null clears) the assigned employee and touches `updated_on`. */
  assign(applicationId: number, employeeId: number | null, moment: string): void;
  /** Changes the status and records the change in the history, in one transaction. */
  changeStatus(applicationId: number, from: number, to: number, employeeId: number, moment: string, comment: string | null): void;
  historyCount(applicationId: number): number;
  history(applicationId: number, limit: number, offset: number): StatusHistoryItem[];
  /** Active employees, with the flag when one is named, by name. */
  /** Active employees with every one of `flags` (and field workers only when asked), by name. */
  employees(flags: readonly EmployeeFlag[], limit: number, offset: number, fieldWorkersOnly?: boolean): { total: number; items: EmployeeItem[] };
  /** An active employee who may work in the queue of `kind`. */
  isQueueEmployee(employeeId: number, kind: ApplicationKind): boolean;
}

/** `onStatusChange` hears every recorded change (the customer's APPLICATION_STATUS notification). */
export function workQueueStore(db: Db, onStatusChange?: (applicationId: number, status: number, byUserId: number) => void): WorkQueueStore {
  const types = db.prepare<[object], ApplicationTypeItem>(
    `SELECT id AS applicationType, kind, COALESCE(json_extract(name, '$.' || @language), json_extract(name, '$.en')) AS name
     FROM application_types WHERE @kind IS NULL OR kind = @kind ORDER BY kind, id`,
  );
  const state = db.prepare<[number], ApplicationState>(
    `SELECT a.id, COALESCE(t.kind, 1) AS kind, a.status, a.assigned_employee_id AS assignedEmployeeId
     FROM applications a LEFT JOIN application_types t ON t.id = a.application_type WHERE a.id = ?`,
  );
  const assign = db.prepare('UPDATE applications SET assigned_employee_id = ?, updated_on = ? WHERE id = ?');
  const setStatus = db.prepare('UPDATE applications SET status = ?, updated_on = ? WHERE id = ?');
  const record = db.prepare(
    'INSERT INTO application_status_history (application_id, from_status, to_status, employee_id, changed_at, comment) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const historyCount = db.prepare<[number], { total: number }>('SELECT COUNT(*) AS total FROM application_status_history WHERE application_id = ?');
  const history = db.prepare<[number, number, number], Omit<StatusHistoryItem, 'fromStatusName' | 'toStatusName'>>(
    `SELECT h.id, h.application_id AS portalApplicationId, h.from_status AS fromStatus, h.to_status AS toStatus,
            h.employee_id AS employeeId, u.name AS employeeName, h.changed_at AS changedOn, h.comment
     FROM application_status_history h LEFT JOIN users u ON u.id = h.employee_id
     WHERE h.application_id = ? ORDER BY h.changed_at DESC, h.id DESC LIMIT ? OFFSET ?`,
  );
  const employeeWhere = `FROM users WHERE role = ${ROLE_EMPLOYEE} AND active = 1
     AND NOT EXISTS (SELECT 1 FROM json_each(@flags) wanted
                     WHERE wanted.value NOT IN (SELECT value FROM json_each(users.employee_flags)))
     AND (@fieldWorkersOnly = 0 OR is_field_worker = 1)`;
  const employeeCount = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total ${employeeWhere}`);
  const employees = db.prepare<[object], Omit<EmployeeItem, 'isFieldWorker'> & { isFieldWorker: number }>(
    `SELECT id AS employeeId, name, email, is_field_worker AS isFieldWorker ${employeeWhere} ORDER BY name, id LIMIT @limit OFFSET @offset`,
  );
  const queueEmployee = db.prepare<[object], { id: number }>(`SELECT id ${employeeWhere} AND id = @id`);
  const change = db.transaction((id: number, from: number, to: number, employee: number, moment: string, comment: string | null) => {
    setStatus.run(to, moment, id);
    record.run(id, from, to, employee, moment, comment);
  });
  return {
    state: (id) => state.get(id),
    types: (language, kind) => types.all({ language, kind: kind ?? null }),
    assign: (id, employee, moment) => {
      assign.run(employee, moment, id);
    },
    changeStatus: (id, from, to, employee, moment, comment) => {
      change(id, from, to, employee, moment, comment);
      onStatusChange?.(id, to, employee);
    },
    historyCount: (id) => historyCount.get(id)?.total ?? 0,
    history: (id, limit, offset) =>
      history.all(id, limit, offset).map((row) => ({
        ...row,
        fromStatusName: APPLICATION_STATUSES[row.fromStatus] ?? 'Unknown',
        toStatusName: APPLICATION_STATUSES[row.toStatus] ?? 'Unknown',
      })),
    employees: (flags, limit, offset, fieldWorkersOnly = false) => {
      const where = { flags: JSON.stringify(flags), fieldWorkersOnly: fieldWorkersOnly ? 1 : 0 };
      return {
        total: employeeCount.get(where)?.total ?? 0,
        items: employees.all({ ...where, limit, offset }).map((row) => ({ ...row, isFieldWorker: row.isFieldWorker === 1 })),
      };
    },
    isQueueEmployee: (id, kind) => queueEmployee.get({ flags: JSON.stringify([KIND_FLAGS[kind]]), id, fieldWorkersOnly: 0 }) !== undefined,
  };
}
