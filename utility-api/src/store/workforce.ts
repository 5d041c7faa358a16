import type { Db } from '../db/open.ts';
import { rankOf, sortOrder, sortedStatements, type SortChoice } from './sortOrder.ts';

export const REQUISITION_STATUSES = ['draft', 'submitted', 'approved', 'issued', 'rejected', 'cancelled'] as const;
export const REQUISITION_SORTS = ['number', 'status', 'warehouse', 'jobCard', 'lines', 'requestedBy', 'updatedAt'] as const;
export type RequisitionSort = (typeof REQUISITION_SORTS)[number];
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
export const REQUISITION_ACTIONS = ['submit', 'approve', 'issue', 'reject', 'cancel'] as const;
export type RequisitionAction = (typeof REQUISITION_ACTIONS)[number];

/** Which status each action moves a requisition to, and from which statuses it may (README "Store requisitions"). */
export const TRANSITIONS: Record<RequisitionAction, { from: readonly RequisitionStatus[]; to: RequisitionStatus }> = {
  submit: { from: ['draft'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  issue: { from: ['approved'], to: 'issued' },
  reject: { from: ['submitted', 'approved'], to: 'rejected' },
  cancel: { from: ['draft', 'submitted', 'approved'], to: 'cancelled' },
};

interface RequisitionLineItem {
  lineId: number;
  stockItemId: number;
  code: string;
  name: string;
  unit: string;
  quantity: number;
  /** What the requisition's warehouse holds of the material now. */
  quantityOnHand: number;
}

export interface RequisitionItem {
  requisitionId: number;
  number: string;
  warehouseId: number;
  warehouseName: string;
  requestedById: number;
  requestedByName: string;
  jobCardNumber: string | null;
  note: string | null;
  status: RequisitionStatus;
  createdAt: string;
  updatedAt: string;
  lineCount: number;
  lines: RequisitionLineItem[];
}

export const SCHEDULE_KINDS = ['shift', 'onCall', 'leave', 'training'] as const;
type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export interface ScheduleEntryItem {
  entryId: number;
  employeeId: number;
  employeeName: string;
  day: string;
  from: string;
  to: string;
  kind: ScheduleKind;
  note: string | null;
}

export interface ScheduleValues {
  employeeId: number;
  day: string;
  from: string;
  to: string;
  kind: ScheduleKind;
  note: string | null;
}

export interface RequisitionValues {
  warehouseId: number;
  jobCardNumber: string | null;
  note: string | null;
  lines: ReadonlyArray<{ stockItemId: number; quantity: number }>;
}

/** Why issuing was refused: the first line the warehouse holds too little of. */
interface ShortLine {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  quantityOnHand: number;
}

export interface WorkforceStore {
  requisitions(filter: { status?: RequisitionStatus; warehouseId?: number; requestedBy?: number } & SortChoice<RequisitionSort>, limit: number, offset: number): {
    total: number;
    items: RequisitionItem[];
  };
  requisitionsByIds(ids: readonly number[]): RequisitionItem[];
  createRequisition(values: RequisitionValues, userId: number, now: string): RequisitionItem;
  /** Replaces a draft's header and lines; undefined when there is no such requisition. */
  updateRequisition(id: number, values: RequisitionValues, now: string): RequisitionItem | undefined;
  /** Moves to `to`; issuing also takes the lines out of the warehouse's stock, or answers the short line. */
  setRequisitionStatus(id: number, to: RequisitionStatus, now: string): { item: RequisitionItem } | { short: ShortLine };
  scheduleEntries(filter: { from: string; to: string; employeeIds?: readonly number[] }): ScheduleEntryItem[];
  scheduleEntry(id: number): ScheduleEntryItem | undefined;
  /** An entry of the same employee on the same day whose times overlap, other than `exceptId`. */
  overlapping(values: ScheduleValues, exceptId: number | null): ScheduleEntryItem | undefined;
  saveScheduleEntry(id: number | null, values: ScheduleValues): ScheduleEntryItem | undefined;
  deleteScheduleEntry(id: number): boolean;
  /** Active employees (role 1) by name, for the schedule's rows. */
  employees(): Array<{ employeeId: number; name: string }>;
  savePreferences(userId: number, values: { warehouseId: number | null; meterWarehouseId: number | null; linkToWarehouse: boolean }): void;
}

type HeaderRow = Omit<RequisitionItem, 'lines' | 'number'>;
const headerColumns = `r.id AS requisitionId, r.warehouse_id AS warehouseId, w.name AS warehouseName, r.requested_by AS requestedById,
  u.name AS requestedByName, r.job_card_number AS jobCardNumber, r.note, r.status, r.created_at AS createdAt, r.updated_at AS updatedAt,
  (SELECT COUNT(*) FROM store_requisition_lines WHERE requisition_id = r.id) AS lineCount`;
const headerFrom = 'FROM store_requisitions r JOIN warehouses w ON w.id = r.warehouse_id JOIN users u ON u.id = r.requested_by';
const headerWhere = `${headerFrom} WHERE (@status IS NULL OR r.status = @status) AND (@warehouseId IS NULL OR r.warehouse_id = @warehouseId)
  AND (@requestedBy IS NULL OR r.requested_by = @requestedBy)`;

/** ORDER BY of each sort (statuses in workflow order); newest first without one. */
const requisitionOrder = sortOrder<RequisitionSort>(
  {
    number: 'r.id',
    status: rankOf('r.status', REQUISITION_STATUSES),
    warehouse: 'w.name COLLATE NOCASE',
    jobCard: 'r.job_card_number IS NULL, r.job_card_number',
    lines: 'lineCount',
    requestedBy: 'u.name COLLATE NOCASE',
    updatedAt: 'r.updated_at',
  },
  'r.id',
  'r.id DESC',
);

/** The requisition number people quote: SR- and the id on six digits. */
const requisitionNumber = (id: number): string => `SR-${String(id).padStart(6, '0')}`;

const scheduleColumns = `s.id AS entryId, s.employee_id AS employeeId, u.name AS employeeName, s.day, s.starts_at AS "from", s.ends_at AS "to", s.kind, s.note`;

/** Thrown inside the issuing transaction so that it rolls back. */
class ShortStock extends Error {
  line: ShortLine;
  constructor(line: ShortLine) {
    super('not enough on hand');
    this.line = line;
  }
}

/** Store requisitions, their lines and the stock they draw on; schedule entries; employees' preferences (migration 021). */
export function workforceStore(db: Db): WorkforceStore {
  const count = db.prepare<[object], { total: number }>(`SELECT COUNT(*) AS total ${headerWhere}`);
  const page = sortedStatements<HeaderRow>(db, (order) => `SELECT ${headerColumns} ${headerWhere} ${order} LIMIT @limit OFFSET @offset`);
  const headersByIds = db.prepare<[string], HeaderRow>(`SELECT ${headerColumns} ${headerFrom} WHERE r.id IN (SELECT value FROM json_each(?))`);
  const linesOf = db.prepare<[string], RequisitionLineItem & { requisitionId: number }>(
    `SELECT l.requisition_id AS requisitionId, l.id AS lineId, l.stock_item_id AS stockItemId, s.code, s.name, s.unit, l.quantity,
       COALESCE(ws.quantity, 0) AS quantityOnHand
     FROM store_requisition_lines l JOIN store_requisitions r ON r.id = l.requisition_id JOIN stock_items s ON s.id = l.stock_item_id
     LEFT JOIN warehouse_stock ws ON ws.warehouse_id = r.warehouse_id AND ws.stock_item_id = l.stock_item_id
     WHERE l.requisition_id IN (SELECT value FROM json_each(?)) ORDER BY l.id`,
  );
  const insertHeader = db.prepare<[object]>(
    `INSERT INTO store_requisitions (warehouse_id, requested_by, job_card_number, note, status, created_at, updated_at)
     VALUES (@warehouseId, @userId, @jobCardNumber, @note, 'draft', @now, @now)`,
  );
  const updateHeader = db.prepare<[object]>(
    'UPDATE store_requisitions SET warehouse_id = @warehouseId, job_card_number = @jobCardNumber, note = @note, updated_at = @now WHERE id = @id',
  );
  const deleteLines = db.prepare<[number]>('DELETE FROM store_requisition_lines WHERE requisition_id = ?');
  const insertLine = db.prepare<[number, number, number]>(
    'INSERT INTO store_requisition_lines (requisition_id, stock_item_id, quantity) VALUES (?, ?, ?)',
  );
  const setStatus = db.prepare<[string, string, number]>('UPDATE store_requisitions SET status = ?, updated_at = ? WHERE id = ?');
  const takeStock = db.prepare<[number, number, number, number]>(
    'UPDATE warehouse_stock SET quantity = quantity - ? WHERE warehouse_id = ? AND stock_item_id = ? AND quantity >= ?',
  );
  const scheduleList = db.prepare<[object], ScheduleEntryItem>(
    `SELECT ${scheduleColumns} FROM schedule_entries s JOIN users u ON u.id = s.employee_id
     WHERE s.day BETWEEN @from AND @to AND (@employeeIds IS NULL OR s.employee_id IN (SELECT value FROM json_each(@employeeIds)))
     ORDER BY s.day, u.name, s.starts_at`,
  );
  const scheduleOne = db.prepare<[number], ScheduleEntryItem>(`SELECT ${scheduleColumns} FROM schedule_entries s JOIN users u ON u.id = s.employee_id WHERE s.id = ?`);
  const overlap = db.prepare<[object], { entryId: number }>(
    `SELECT id AS entryId FROM schedule_entries WHERE employee_id = @employeeId AND day = @day AND starts_at < @to AND ends_at > @from
       AND (@exceptId IS NULL OR id <> @exceptId) ORDER BY starts_at LIMIT 1`,
  );
  const insertSchedule = db.prepare<[object]>(
    'INSERT INTO schedule_entries (employee_id, day, starts_at, ends_at, kind, note) VALUES (@employeeId, @day, @from, @to, @kind, @note)',
  );
  const updateSchedule = db.prepare<[object]>(
    'UPDATE schedule_entries SET employee_id = @employeeId, day = @day, starts_at = @from, ends_at = @to, kind = @kind, note = @note WHERE id = @id',
  );
  const deleteSchedule = db.prepare<[number]>('DELETE FROM schedule_entries WHERE id = ?');
  const employees = db.prepare<[], { employeeId: number; name: string }>(
    'SELECT id AS employeeId, name FROM users WHERE role = 1 AND active = 1 ORDER BY name, id',
  );
  const preferences = db.prepare<[object]>(
    'UPDATE users SET warehouse_id = @warehouseId, meter_warehouse_id = @meterWarehouseId, link_to_warehouse = @link WHERE id = @userId',
  );

  const withLines = (headers: HeaderRow[]): RequisitionItem[] => {
    const lines = linesOf.all(JSON.stringify(headers.map((header) => header.requisitionId)));
    return headers.map((header) => ({
      ...header,
      number: requisitionNumber(header.requisitionId),
      lines: lines.filter((line) => line.requisitionId === header.requisitionId).map(({ requisitionId: _, ...line }) => line),
    }));
  };
  const byIds = (ids: readonly number[]): RequisitionItem[] => {
    const found = new Map(withLines(headersByIds.all(JSON.stringify(ids))).map((item) => [item.requisitionId, item]));
    return ids.flatMap((id) => found.get(id) ?? []);
  };
  const writeLines = (id: number, lines: RequisitionValues['lines']) => {
    deleteLines.run(id);
    // One line per material: repeated materials add up.
    const merged = new Map<number, number>();
    for (const line of lines) merged.set(line.stockItemId, (merged.get(line.stockItemId) ?? 0) + line.quantity);
    for (const [stockItemId, quantity] of merged) insertLine.run(id, stockItemId, quantity);
  };

  const changeStatus = db.transaction((id: number, to: RequisitionStatus, now: string): { item: RequisitionItem } => {
        const [current] = byIds([id]);
        if (!current) throw new Error(`no requisition ${id}`);
        if (to === 'issued') {
          for (const line of current.lines) {
            if (takeStock.run(line.quantity, current.warehouseId, line.stockItemId, line.quantity).changes === 0) {
              // Nothing was taken for this line; the transaction undoes the lines taken before it.
              throw new ShortStock(line);
            }
          }
        }
        setStatus.run(to, now, id);
        const [item] = byIds([id]);
        if (!item) throw new Error('requisition vanished');
        return { item };
      });

  return {
    requisitions: (filter, limit, offset) => {
      const where = { status: filter.status ?? null, warehouseId: filter.warehouseId ?? null, requestedBy: filter.requestedBy ?? null };
      return { total: count.get(where)?.total ?? 0, items: withLines(page(requisitionOrder(filter)).all({ ...where, limit, offset })) };
    },
    requisitionsByIds: byIds,
    createRequisition: (values, userId, now) =>
      db.transaction(() => {
        const id = Number(insertHeader.run({ ...values, userId, now }).lastInsertRowid);
        writeLines(id, values.lines);
        const [item] = byIds([id]);
        if (!item) throw new Error('requisition vanished');
        return item;
      })(),
    updateRequisition: (id, values, now) =>
      db.transaction(() => {
        if (updateHeader.run({ ...values, id, now }).changes === 0) return undefined;
        writeLines(id, values.lines);
        return byIds([id])[0];
      })(),
    setRequisitionStatus: (id, to, now) => {
      try {
        return changeStatus(id, to, now);
      } catch (error) {
        if (error instanceof ShortStock) return { short: error.line };
        throw error;
      }
    },
    scheduleEntries: (filter) =>
      scheduleList.all({
        from: filter.from,
        to: filter.to,
        employeeIds: filter.employeeIds && filter.employeeIds.length > 0 ? JSON.stringify(filter.employeeIds) : null,
      }),
    scheduleEntry: (id) => scheduleOne.get(id),
    overlapping: (values, exceptId) => {
      const found = overlap.get({ ...values, exceptId });
      return found ? scheduleOne.get(found.entryId) : undefined;
    },
    saveScheduleEntry: (id, values) => {
      if (id === null) return scheduleOne.get(Number(insertSchedule.run(values).lastInsertRowid));
      return updateSchedule.run({ ...values, id }).changes === 0 ? undefined : scheduleOne.get(id);
    },
    deleteScheduleEntry: (id) => deleteSchedule.run(id).changes > 0,
    employees: () => employees.all(),
    savePreferences: (userId, values) => {
      preferences.run({ ...values, link: values.linkToWarehouse ? 1 : 0, userId });
    },
  };
}
