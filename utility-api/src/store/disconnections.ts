import type { Db } from '../db/open.ts';
import { rankOf, sortOrder, type SortChoice } from './sortOrder.ts';

/** 002 §3 Disconnection labels, one order of a batch (README "Disconnections"). */
export interface DisconnectionItem {
  disconnectionId: number;
  batchId: number;
  batchNumber: string;
  billingGroup: string;
  project: string;
  status: DisconnectionStatus;
  accountId: number;
  accountKey: string;
  book: string | null;
  propertyNo: string;
  debtCaseId: number;
  caseNumber: string;
  customerId: number;
  customerName: string;
  address: string;
  meterId: number | null;
  meterRef: string | null;
  serialNo: string | null;
  dials: number | null;
  previousReading: number;
  lastPaymentDate: string | null;
  finalReading: number | null;
  finalReadingDate: string | null;
  clockOver: boolean;
  comment: string | null;
  balance: number;
  underInvestigation: boolean;
  investigationReason: string | null;
  reconnectedOn: string | null;
}

export const DISCONNECTION_STATUSES = ['pending', 'disconnected', 'reconnected', 'cancelled'] as const;
export type DisconnectionStatus = (typeof DISCONNECTION_STATUSES)[number];

interface DisconnectionBatchItem {
  batchId: number;
  batchNumber: string;
  billingGroup: string;
  project: string;
  createdOn: string;
  orders: number;
  pending: number;
}

export const DISCONNECTION_SORTS = ['account', 'customer', 'address', 'meter', 'book', 'batch', 'lastPayment', 'balance', 'status'] as const;
export type DisconnectionSort = (typeof DISCONNECTION_SORTS)[number];

interface DisconnectionFilter extends SortChoice<DisconnectionSort> {
  billingGroup?: string;
  batchId?: number;
  status?: DisconnectionStatus;
  book?: string;
  underInvestigation?: boolean;
  text?: string;
}

interface FinalReadingInput {
  /** null: saved without a final reading, stored as 0 (002 §5). */
  finalReading: number | null;
  finalReadingDate: string;
  clockOver: boolean;
  comment: string | null;
  employeeId: number;
}

export type FinalReadingProblem = 'lowerThanPrevious' | 'tooManyDigits';

/**
 * 002 §5: "a disconnection final reading cannot be lower than the last reading without a clock-over", and it
 * must fit the meter's dials. No final reading is always allowed (it is stored as 0).
 */
export function finalReadingProblem(previousReading: number, finalReading: number | null, clockOver: boolean, dials: number | null): FinalReadingProblem | null {
  if (finalReading === null) return null;
  if (dials !== null && finalReading >= 10 ** dials) return 'tooManyDigits';
  if (!clockOver && finalReading < previousReading) return 'lowerThanPrevious';
  return null;
}

export interface DisconnectionStore {
  batches(billingGroup?: string): DisconnectionBatchItem[];
  billingGroups(): string[];
  list(filter: DisconnectionFilter, limit: number, offset: number): { total: number; items: DisconnectionItem[] };
  byIds(ids: readonly number[]): DisconnectionItem[];
  find(id: number): DisconnectionItem | undefined;
  batchCreatedOn(id: number): string | undefined;
  saveFinalReading(id: number, input: FinalReadingInput): void;
  setInvestigation(id: number, reason: string | null): void;
  reconnect(id: number, day: string): void;
}

const cents = (value: number) => Math.round(value) / 100;

type Row = Omit<DisconnectionItem, 'clockOver' | 'underInvestigation' | 'balance'> & { clockOver: number; underInvestigation: number; balanceCents: number };

/** The tables an order's row reads, by alias, in join order; `c`, `p` join through `a` and `cn` through `md`. */
const JOINS = {
  b: 'LEFT JOIN disconnection_batches b ON b.id = o.batch_id',
  d: 'LEFT JOIN debt_cases d ON d.id = o.debt_case_id',
  a: 'LEFT JOIN accounts a ON a.id = o.account_id',
  c: 'LEFT JOIN customers c ON c.id = a.customer_id',
  p: 'LEFT JOIN properties p ON p.id = a.property_id',
  m: 'LEFT JOIN meters m ON m.id = o.meter_id',
  md: 'LEFT JOIN meter_details md ON md.meter_id = o.meter_id',
  cn: 'LEFT JOIN connections cn ON cn.id = md.connection_id',
} as const;
type Alias = keyof typeof JOINS;
const ALIASES = Object.keys(JOINS) as Alias[];
const JOINED_THROUGH: Partial<Record<Alias, Alias>> = { c: 'a', p: 'a', cn: 'md' };

// Every order has its batch, case and account, and every account its customer and property (NOT NULL foreign
// keys): LEFT JOINs answer the same rows as inner ones, so a count or a page's selection of ids joins only
// the tables its filter and order read (`selectionFrom`), not every order's account and meter.
const FROM = `FROM disconnection_orders o ${ALIASES.map((alias) => JOINS[alias]).join(' ')}`;

/**
 * FROM of a count or a page's selection whose WHERE and ORDER BY are `sql`: the tables they read and no
 * more. When the batch is read (the default order, newest batches first) the batches come first, so that
 * SQLite can walk them newest first (`disconnection_batches_created`) and each one's orders by id, and stop
 * after a page instead of sorting every order of the utility.
 */
function selectionFrom(sql: string): string {
  const read = new Set(ALIASES.filter((alias) => new RegExp(`\\b${alias}\\.`).test(sql)));
  for (const alias of [...read]) {
    const through = JOINED_THROUGH[alias];
    if (through !== undefined) read.add(through);
  }
  const joins = ALIASES.filter((alias) => alias !== 'b' && read.has(alias)).map((alias) => JOINS[alias]);
  const start = read.has('b') ? 'disconnection_batches b JOIN disconnection_orders o ON o.batch_id = b.id' : 'disconnection_orders o';
  return `FROM ${start} ${joins.join(' ')}`;
}

const COLUMNS = `o.id AS disconnectionId, o.batch_id AS batchId, b.batch_number AS batchNumber, b.billing_group AS billingGroup,
  b.project, o.status, o.account_id AS accountId, a.account_key AS accountKey, cn.book, p.reference AS propertyNo,
  o.debt_case_id AS debtCaseId, d.case_number AS caseNumber, c.id AS customerId, c.name AS customerName,
  p.street || ', ' || p.postcode || ' ' || p.city AS address, o.meter_id AS meterId, m.meter_ref AS meterRef,
  m.serial_no AS serialNo, m.dials, o.previous_reading AS previousReading, o.last_payment_on AS lastPaymentDate,
  o.final_reading AS finalReading, o.final_reading_on AS finalReadingDate, o.clock_over AS clockOver, o.comment,
  o.balance_cents AS balanceCents, o.under_investigation AS underInvestigation,
  o.investigation_reason AS investigationReason, o.reconnected_on AS reconnectedOn`;

function toItem({ clockOver, underInvestigation, balanceCents, ...row }: Row): DisconnectionItem {
  return { ...row, clockOver: clockOver === 1, underInvestigation: underInvestigation === 1, balance: cents(balanceCents) };
}

/** The WHERE clause and parameters of a filter. */
/** ORDER BY of each sort (statuses in workflow order); without one the newest batches first, then by order. */
const orderBy = sortOrder<DisconnectionSort>(
  {
    account: 'a.account_key',
    customer: 'c.name COLLATE NOCASE',
    address: 'p.street COLLATE NOCASE, p.postcode',
    meter: 'm.meter_ref IS NULL, m.meter_ref',
    book: 'cn.book IS NULL, cn.book',
    batch: 'b.batch_number',
    lastPayment: 'o.last_payment_on IS NULL, o.last_payment_on',
    balance: 'o.balance_cents',
    status: rankOf('o.status', DISCONNECTION_STATUSES),
  },
  'o.id',
  'b.created_on DESC, b.id DESC, o.id',
);

function where(filter: DisconnectionFilter): { sql: string; params: Array<string | number> } {
  const clauses: string[] = [];
  const params: Array<string | number> = [];
  if (filter.billingGroup !== undefined) {
    clauses.push('b.billing_group = ?');
    params.push(filter.billingGroup);
  }
  if (filter.batchId !== undefined) {
    clauses.push('o.batch_id = ?');
    params.push(filter.batchId);
  }
  if (filter.status !== undefined) {
    clauses.push('o.status = ?');
    params.push(filter.status);
  }
  if (filter.book !== undefined) {
    clauses.push('cn.book = ?');
    params.push(filter.book);
  }
  if (filter.underInvestigation !== undefined) {
    clauses.push('o.under_investigation = ?');
    params.push(filter.underInvestigation ? 1 : 0);
  }
  const text = filter.text?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    clauses.push(`(a.account_key LIKE ? ESCAPE '\\' OR c.name LIKE ? ESCAPE '\\' OR m.meter_ref LIKE ? ESCAPE '\\'
      OR m.serial_no LIKE ? ESCAPE '\\' OR d.case_number LIKE ? ESCAPE '\\' OR p.reference LIKE ? ESCAPE '\\')`);
    params.push(like, like, like, like, like, like);
  }
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}

export function disconnectionStore(db: Db): DisconnectionStore {
  const one = db.prepare<[number], Row>(`SELECT ${COLUMNS} ${FROM} WHERE o.id = ?`);
  const batchesAll = db.prepare<[], DisconnectionBatchItem>(`SELECT b.id AS batchId, b.batch_number AS batchNumber, b.billing_group AS billingGroup,
    b.project, b.created_on AS createdOn, COUNT(o.id) AS orders, COALESCE(SUM(o.status = 'pending'), 0) AS pending
    FROM disconnection_batches b LEFT JOIN disconnection_orders o ON o.batch_id = b.id GROUP BY b.id ORDER BY b.created_on DESC, b.id DESC`);
  const groups = db.prepare<[], string>('SELECT DISTINCT billing_group FROM disconnection_batches ORDER BY billing_group').pluck();
  const createdOn = db.prepare<[number], string>('SELECT created_on FROM disconnection_batches WHERE id = ?').pluck();
  const saveReading = db.prepare(`UPDATE disconnection_orders SET final_reading = ?, final_reading_on = ?, clock_over = ?, comment = ?,
    status = 'disconnected' WHERE id = ?`);
  const caseDisconnected = db.prepare(`UPDATE debt_cases SET stage = 'disconnected', last_action = 'disconnection',
    last_action_on = max(?, opened_on) WHERE id = ? AND status <> 'closed'`);
  const addAction = db.prepare(`INSERT INTO debt_case_actions (debt_case_id, action, acted_on, note, employee_id)
    SELECT id, 'disconnection', max(?, opened_on), ?, ? FROM debt_cases WHERE id = ?`);
  const investigation = db.prepare('UPDATE disconnection_orders SET under_investigation = ?, investigation_reason = ? WHERE id = ?');
  const reconnectOrder = db.prepare("UPDATE disconnection_orders SET status = 'reconnected', reconnected_on = ? WHERE id = ?");

  return {
    batches: (billingGroup) => batchesAll.all().filter((batch) => billingGroup === undefined || batch.billingGroup === billingGroup),
    billingGroups: () => groups.all(),
    list(filter, limit, offset) {
      const { sql, params } = where(filter);
      const total = db.prepare<unknown[], number>(`SELECT COUNT(*) ${selectionFrom(sql)} ${sql}`).pluck().get(...params) ?? 0;
      const order = orderBy(filter);
      const rows = db
        .prepare<unknown[], Row>(`SELECT ${COLUMNS} ${FROM} WHERE o.id IN (SELECT o.id ${selectionFrom(`${sql} ${order}`)} ${sql} ${order} LIMIT ? OFFSET ?) ${order}`)
        .all(...params, limit, offset);
      return { total, items: rows.map(toItem) };
    },
    byIds: (ids) => [...new Set(ids)].flatMap((id) => {
      const row = one.get(id);
      return row === undefined ? [] : [toItem(row)];
    }),
    find: (id) => {
      const row = one.get(id);
      return row === undefined ? undefined : toItem(row);
    },
    batchCreatedOn: (id) => createdOn.get(id),
    saveFinalReading: db.transaction((id: number, input: FinalReadingInput) => {
      const before = one.get(id);
      if (before === undefined) return;
      const reading = input.finalReading ?? 0;
      saveReading.run(reading, input.finalReadingDate, input.finalReading !== null && input.clockOver ? 1 : 0, input.comment, id);
      if (before.status === 'pending') {
        caseDisconnected.run(input.finalReadingDate, before.debtCaseId);
        addAction.run(input.finalReadingDate, input.comment, input.employeeId, before.debtCaseId);
      }
    }),
    setInvestigation: (id, reason) => {
      investigation.run(reason === null ? 0 : 1, reason, id);
    },
    reconnect: (id, day) => {
      reconnectOrder.run(day, id);
    },
  };
}
