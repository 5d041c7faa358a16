import type { Db } from '../db/open.ts';
import { sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';
import { ROLE_EMPLOYEE, type EmployeeFlag, type Language } from '../domain/constants.ts';
import { loginName, type UserRow } from './users.ts';
import { allowedStatusChanges } from './statusTransitions.ts';
import { applicationQueueCounts, type QueueCounts } from './applicationQueueCounts.ts';

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

/** Work queues (002 §2 employee areas): 1 customer-service applications, 2 maintenance applications. */
const KIND_CUSTOMER_SERVICE = 1;
const KIND_MAINTENANCE = 2;
export const APPLICATION_KINDS = [KIND_CUSTOMER_SERVICE, KIND_MAINTENANCE] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** The profile flag that opens each queue (000 §3 flags portalNewCs, portalOm). */
export const KIND_FLAGS: Record<ApplicationKind, EmployeeFlag> = { 1: 'portalNewCs', 2: 'portalOm' };

/** An application as the viewer sees it (README "Applications, messages and attachments"). */
export interface ApplicationItem {
  portalApplicationId: number;
  applicationType: number;
  /** Localized name of the type (README "Work queues"), or null for a type outside the catalogue. */
  typeName: string | null;
  kind: number;
  name: string;
  status: number;
  statusName: string;
  updatedOn: string;
  /** Messages the viewer has not opened yet: staff messages for the customer, customer messages for staff. */
  unreadMessages: number;
  customerName: string;
  /** `customers.id` of the applicant (through `users.customer_id`), null for users without a customer record. */
  customerId: number | null;
  /** A visitor's new customer application (README "Work queues"): its id in /NewCustomer/CreateApplication, else null. */
  newCustomerApplicationId: number | null;
  assignedEmployee: string | null;
  assignedEmployeeId: number | null;
  assignedToMe: boolean;
  /** A family application's stage (docs/applicationFamilies.md), else null: lists show it without reading each application. */
  familyStage: string | null;
  /** The statuses /Application/ChangeStatus accepts next (README "Work queues"), so forms offer only those. */
  allowedStatuses: readonly number[];
}

interface ApplicationRow extends Omit<ApplicationItem, 'statusName' | 'assignedToMe' | 'allowedStatuses'> {
  assignedToMe: number;
}

export const APPLICATION_SORTS = ['name', 'type', 'customer', 'status', 'updatedOn', 'assigned'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

interface ApplicationFilter extends SortChoice<ApplicationSort> {
  status?: number | undefined;
  /** Employees only (002 §2 employee-only filter): applications assigned to the viewer. */
  assignedToMe?: boolean | undefined;
  /** Employees only: the applications of one customer (`customers.id`). */
  customerId?: number | undefined;
  /** Employees only: one work queue. */
  kind?: number | undefined;
  type?: number | undefined;
  /** Only applications with messages the viewer has not opened. */
  hasUnread?: boolean | undefined;
  /** Inclusive bounds of `updatedOn`, dates (YYYY-MM-DD) or ISO moments. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Only family applications in one of these stages (docs/applicationFamilies.md). */
  stages?: readonly string[] | undefined;
  language?: Language | undefined;
}

/** The owner of an application, for access checks and the realtime `affectedUsers`. */
export interface ApplicationOwner {
  id: number;
  userId: number;
  ownerLogin: string;
  kind: number;
  status: number;
}

export interface ApplicationStore {
  count(viewer: UserRow, filter: ApplicationFilter): number;
  page(viewer: UserRow, filter: ApplicationFilter, limit: number, offset: number): ApplicationItem[];
  /** The application when the viewer may see it: its customer, or an employee with its queue's flag (README). */
  find(viewer: UserRow, applicationId: number, language?: Language): ApplicationItem | undefined;
  /** The owner of an application the viewer may see, else undefined (same answer for missing ones). */
  ownerFor(viewer: UserRow, applicationId: number): ApplicationOwner | undefined;
  touch(applicationId: number, moment: string): void;
  /** Per queue the employee's flags open: all, assigned to the viewer, with unread customer messages, New. */
  queueCounts(viewer: UserRow): QueueCounts[];
}

/** The queues an employee's profile flags open (000 §6); customers get null (they see their own). */
function viewerKinds(viewer: UserRow): ApplicationKind[] | null {
  if (viewer.role !== ROLE_EMPLOYEE) return null;
  const flags = JSON.parse(viewer.employee_flags) as string[];
  return APPLICATION_KINDS.filter((kind) => flags.includes(KIND_FLAGS[kind]));
}

const KIND_OF = 'COALESCE(t.kind, 1)';

const SELECT = `
  SELECT a.id AS portalApplicationId, a.application_type AS applicationType, a.name, a.status,
         COALESCE(json_extract(t.name, '$.' || @language), json_extract(t.name, '$.en')) AS typeName,
         ${KIND_OF} AS kind,
         a.updated_on AS updatedOn, COALESCE(a.applicant_name, u.name) AS customerName, u.customer_id AS customerId,
         a.new_customer_application_id AS newCustomerApplicationId,
         e.name AS assignedEmployee, a.assigned_employee_id AS assignedEmployeeId,
         (a.assigned_employee_id IS @viewer) AS assignedToMe,
         (SELECT f.stage FROM family_applications f WHERE f.application_id = a.id) AS familyStage,
         (SELECT COUNT(*) FROM application_messages m
           WHERE m.application_id = a.id AND m.unread = 1 AND m.from_customer = @fromCustomer) AS unreadMessages
  FROM applications a
  JOIN users u ON u.id = a.user_id
  LEFT JOIN application_types t ON t.id = a.application_type
  LEFT JOIN users e ON e.id = a.assigned_employee_id`;

const WHERE = `
  WHERE (@customer IS NULL OR a.user_id = @customer)
    AND (@kinds IS NULL OR ${KIND_OF} IN (SELECT value FROM json_each(@kinds)))
    AND (@assigned IS NULL OR a.assigned_employee_id = @assigned)
    AND (@status IS NULL OR a.status = @status)
    AND (@customerId IS NULL OR u.customer_id = @customerId)
    AND (@type IS NULL OR a.application_type = @type)
    AND (@hasUnread IS NULL OR EXISTS (SELECT 1 FROM application_messages m
          WHERE m.application_id = a.id AND m.unread = 1 AND m.from_customer = @fromCustomer))
    AND (@dateFrom IS NULL OR a.updated_on >= @dateFrom)
    AND (@dateTo IS NULL OR a.updated_on < @dateTo)
    AND (@stages IS NULL OR EXISTS (SELECT 1 FROM family_applications f
          WHERE f.application_id = a.id AND f.stage IN (SELECT value FROM json_each(@stages))))`;

/** The customer's users first: an equality SQLite can start from (`users_customer`, then `applications_user`). */
const OF_CUSTOMER = 'AND u.id IN (SELECT c.id FROM users c WHERE c.customer_id = @customerId)';

/** ORDER BY of each sort; the most recently updated first without one. */
const orderBy = sortOrder<ApplicationSort>(
  {
    name: 'a.name COLLATE NOCASE',
    type: 'typeName IS NULL, typeName COLLATE NOCASE',
    customer: 'customerName COLLATE NOCASE',
    status: 'a.status',
    updatedOn: 'a.updated_on',
    assigned: 'e.name IS NULL, e.name COLLATE NOCASE',
  },
  'a.id',
  'a.updated_on DESC, a.id DESC',
);

function toItem(row: ApplicationRow): ApplicationItem {
  return {
    ...row,
    statusName: APPLICATION_STATUSES[row.status] ?? 'Unknown',
    assignedToMe: row.assignedToMe === 1,
    allowedStatuses: allowedStatusChanges(row.status, row.familyStage),
  };
}

/** The exclusive upper bound of a `DateTo`: the day after a plain date, so the whole day counts. */
function upperBound(dateTo: string | undefined): string | null {
  if (dateTo === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateTo)) return dateTo;
  const next = new Date(`${dateTo}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function params(viewer: UserRow, filter: ApplicationFilter) {
  const employee = viewer.role === ROLE_EMPLOYEE;
  const allowed = viewerKinds(viewer);
  const kinds = allowed === null ? null : filter.kind === undefined ? allowed : allowed.filter((kind) => kind === filter.kind);
  return {
    viewer: viewer.id,
    language: filter.language ?? 'en',
    // A customer's unread messages are the staff's, and the other way round (002 §4 Message).
    fromCustomer: employee ? 1 : 0,
    customer: employee ? null : viewer.id,
    kinds: kinds === null ? null : JSON.stringify(kinds),
    assigned: employee && filter.assignedToMe === true ? viewer.id : null,
    status: filter.status ?? null,
    customerId: employee ? (filter.customerId ?? null) : null,
    type: filter.type ?? null,
    hasUnread: filter.hasUnread === true ? 1 : null,
    dateFrom: filter.dateFrom ?? null,
    dateTo: upperBound(filter.dateTo),
    stages: filter.stages === undefined ? null : JSON.stringify(filter.stages),
  };
}

export function applicationStore(db: Db): ApplicationStore {
  const count = db.prepare<[object], { total: number }>(
    `SELECT COUNT(*) AS total FROM applications a JOIN users u ON u.id = a.user_id
     LEFT JOIN application_types t ON t.id = a.application_type ${WHERE}`,
  );
  const page = sortedStatements<ApplicationRow>(db, (order) => `${SELECT} ${WHERE} ${order} LIMIT @limit OFFSET @offset`);
  // A customer's applications (the enquiry tab) found through the customer's users, where the general statements'
  // optional filters leave SQLite no index but to read every application of the utility.
  const countOfCustomer = db.prepare<[object], { total: number }>(
    `SELECT COUNT(*) AS total FROM applications a JOIN users u ON u.id = a.user_id
     LEFT JOIN application_types t ON t.id = a.application_type ${WHERE} ${OF_CUSTOMER}`,
  );
  const pageOfCustomer = sortedStatements<ApplicationRow>(db, (order) => `${SELECT} ${WHERE} ${OF_CUSTOMER} ${order} LIMIT @limit OFFSET @offset`);
  const one = db.prepare<[object], ApplicationRow>(`${SELECT} ${WHERE} AND a.id = @id`);
  const owner = db.prepare<[number], { id: number; userId: number; email: string | null; mobile_no: string | null; registration_type: number; kind: number; status: number }>(
    `SELECT a.id, a.user_id AS userId, u.email, u.mobile_no, u.registration_type, ${KIND_OF} AS kind, a.status
     FROM applications a JOIN users u ON u.id = a.user_id LEFT JOIN application_types t ON t.id = a.application_type
     WHERE a.id = ?`,
  );
  const touch = db.prepare('UPDATE applications SET updated_on = ? WHERE id = ?');
  const kept = applicationQueueCounts(db);
  return {
    queueCounts: (viewer) => {
      const kinds = viewerKinds(viewer) ?? [];
      const rows = kept.perKind(viewer.id, JSON.stringify(kinds));
      return kinds.map((kind) => rows.find((row) => row.kind === kind) ?? { kind, total: 0, assignedToMe: 0, withUnreadMessages: 0, new: 0 });
    },
    count: (viewer, filter) => {
      const values = params(viewer, filter);
      // An employee's queue filtered by what the kept counts hold (migration 040) is a read, not a count.
      if (values.customer === null && values.customerId === null && values.dateFrom === null && values.dateTo === null && values.stages === null) {
        return kept.count(values);
      }
      return (values.customerId === null ? count : countOfCustomer).get(values)?.total ?? 0;
    },
    page: (viewer, filter, limit, offset) => {
      const values = params(viewer, filter);
      return (values.customerId === null ? page : pageOfCustomer)(orderBy(filter)).all({ ...values, limit, offset }).map(toItem);
    },
    find: (viewer, id, language) => {
      const row = one.get({ ...params(viewer, { language }), id });
      return row === undefined ? undefined : toItem(row);
    },
    ownerFor: (viewer, id) => {
      const row = owner.get(id);
      if (row === undefined) return undefined;
      const kinds = viewerKinds(viewer);
      if (kinds === null ? row.userId !== viewer.id : !kinds.includes(row.kind as ApplicationKind)) return undefined;
      return { id: row.id, userId: row.userId, ownerLogin: loginName(row), kind: row.kind, status: row.status };
    },
    touch: (id, moment) => {
      touch.run(moment, id);
    },
  };
}
