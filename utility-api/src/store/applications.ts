import type { Db } from '../db/open.ts';
import { ROLE_EMPLOYEE } from '../domain/constants.ts';
import { loginName, type UserRow } from './users.ts';

/** Application record statuses, by number (002 §4 Record statuses). */
export const APPLICATION_STATUSES = [
  'Unknown',
  'New',
  'In Process',
  'Posted',
  'Cancelled',
  'Ready For Export',
  'Exported',
  'Draft',
  'Suspended',
] as const;

/** An application as the viewer sees it (README "Applications, messages and attachments"). */
export interface ApplicationItem {
  portalApplicationId: number;
  applicationType: number;
  name: string;
  status: number;
  statusName: string;
  updatedOn: string;
  /** Messages the viewer has not opened yet: staff messages for the customer, customer messages for staff. */
  unreadMessages: number;
  customerName: string;
  assignedEmployee: string | null;
  assignedToMe: boolean;
}

interface ApplicationRow extends Omit<ApplicationItem, 'statusName' | 'assignedToMe'> {
  assignedToMe: number;
}

export interface ApplicationFilter {
  status?: number | undefined;
  /** Employees only (002 §2 employee-only filter): applications assigned to the viewer. */
  assignedToMe?: boolean | undefined;
}

/** The owner of an application, for access checks and the realtime `affectedUsers`. */
export interface ApplicationOwner {
  id: number;
  userId: number;
  ownerLogin: string;
}

export interface ApplicationStore {
  count(viewer: UserRow, filter: ApplicationFilter): number;
  page(viewer: UserRow, filter: ApplicationFilter, limit: number, offset: number): ApplicationItem[];
  /** The application when the viewer may see it: its customer, or any employee (README). */
  find(viewer: UserRow, applicationId: number): ApplicationItem | undefined;
  /** The owner of an application the viewer may see, else undefined (same answer for missing ones). */
  ownerFor(viewer: UserRow, applicationId: number): ApplicationOwner | undefined;
  touch(applicationId: number, moment: string): void;
}

const SELECT = `
  SELECT a.id AS portalApplicationId, a.application_type AS applicationType, a.name, a.status,
         a.updated_on AS updatedOn, u.name AS customerName, e.name AS assignedEmployee,
         (a.assigned_employee_id IS @viewer) AS assignedToMe,
         (SELECT COUNT(*) FROM application_messages m
           WHERE m.application_id = a.id AND m.unread = 1 AND m.from_customer = @fromCustomer) AS unreadMessages
  FROM applications a
  JOIN users u ON u.id = a.user_id
  LEFT JOIN users e ON e.id = a.assigned_employee_id`;

const WHERE = `
  WHERE (@customer IS NULL OR a.user_id = @customer)
    AND (@assigned IS NULL OR a.assigned_employee_id = @assigned)
    AND (@status IS NULL OR a.status = @status)`;

function toItem(row: ApplicationRow): ApplicationItem {
  return { ...row, statusName: APPLICATION_STATUSES[row.status] ?? 'Unknown', assignedToMe: row.assignedToMe === 1 };
}

function params(viewer: UserRow, filter: ApplicationFilter) {
  const employee = viewer.role === ROLE_EMPLOYEE;
  return {
    viewer: viewer.id,
    // A customer's unread messages are the staff's, and the other way round (002 §4 Message).
    fromCustomer: employee ? 1 : 0,
    customer: employee ? null : viewer.id,
    assigned: employee && filter.assignedToMe === true ? viewer.id : null,
    status: filter.status ?? null,
  };
}

export function applicationStore(db: Db): ApplicationStore {
  const count = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total FROM applications a ${WHERE}`);
  const page = db.prepare<[object], ApplicationRow>(
    `${SELECT} ${WHERE} ORDER BY a.updated_on DESC, a.id DESC LIMIT @limit OFFSET @offset`,
  );
  const one = db.prepare<[object], ApplicationRow>(`${SELECT} ${WHERE} AND a.id = @id`);
  const owner = db.prepare<[number], { id: number; userId: number; email: string | null; mobile_no: string | null; registration_type: number }>(
    `SELECT a.id, a.user_id AS userId, u.email, u.mobile_no, u.registration_type
     FROM applications a JOIN users u ON u.id = a.user_id WHERE a.id = ?`,
  );
  const touch = db.prepare('UPDATE applications SET updated_on = ? WHERE id = ?');
  return {
    count: (viewer, filter) => count.get(params(viewer, filter))?.total ?? 0,
    page: (viewer, filter, limit, offset) => page.all({ ...params(viewer, filter), limit, offset }).map(toItem),
    find: (viewer, id) => {
      const row = one.get({ ...params(viewer, {}), id });
      return row === undefined ? undefined : toItem(row);
    },
    ownerFor: (viewer, id) => {
      const row = owner.get(id);
      if (row === undefined || (viewer.role !== ROLE_EMPLOYEE && row.userId !== viewer.id)) return undefined;
      return { id: row.id, userId: row.userId, ownerLogin: loginName(row) };
    },
    touch: (id, moment) => {
      touch.run(moment, id);
    },
  };
}
