import type { Db } from '../db/open.ts';

/** 002 §3 manpower allocation. */
interface ManpowerAllocation {
  allocationId: number;
  employeeId: number;
  employeeName: string;
  workDate: string;
  hours: number;
  overtimeHours: number;
}

/** 002 §3 support service allocation; cost in the organisation's currency, two decimals. */
interface SupportAllocation {
  allocationId: number;
  serviceId: number;
  serviceName: string;
  supplier: string;
  quantity: number;
  hours: number;
  cost: number;
}

/** 002 §3 store allocation: a material issued from a warehouse to the card. */
interface StoreAllocation {
  allocationId: number;
  stockItemId: number;
  code: string;
  name: string;
  unit: string;
  warehouseId: number;
  warehouseName: string;
  quantity: number;
  issuedAt: string;
}

export interface JobCardAllocations {
  jobCardId: number;
  manpower: ManpowerAllocation[];
  supportServices: SupportAllocation[];
  stores: StoreAllocation[];
}

export const ALLOCATION_KINDS = ['manpower', 'support', 'stores'] as const;
export type AllocationKind = (typeof ALLOCATION_KINDS)[number];

export interface JobCardAllocationStore {
  /** Allocations of the cards among `ids`, in the order asked (every id answers, with empty lists when it has none). */
  byCards(ids: readonly number[], language: string): JobCardAllocations[];
  addManpower(jobCardId: number, input: { employeeId: number; workDate: string; hours: number; overtimeHours: number }): number;
  addSupport(jobCardId: number, input: { serviceId: number; supplier: string; quantity: number; hours: number; costCents: number }): number;
  /** Issues the quantity from the warehouse; answers null (and changes nothing) when less is on hand. */
  addStores(jobCardId: number, input: { stockItemId: number; warehouseId: number; quantity: number }, moment: string): number | null;
  onHand(warehouseId: number, stockItemId: number): number;
  /** Removes the allocation (a store allocation returns its quantity to its warehouse); false when it is not the card's. */
  remove(jobCardId: number, kind: AllocationKind, allocationId: number): boolean;
}

const named = (column: string) => `COALESCE(json_extract(${column}, '$.' || @language), json_extract(${column}, '$.en'))`;

export function jobCardAllocationStore(db: Db): JobCardAllocationStore {
  const ids = 'SELECT value FROM json_each(@ids)';
  const manpower = db.prepare<[object], ManpowerAllocation & { jobCardId: number }>(
    `SELECT m.job_card_id AS jobCardId, m.id AS allocationId, m.employee_id AS employeeId, u.name AS employeeName, m.work_date AS workDate,
       m.hours, m.overtime_hours AS overtimeHours
     FROM job_card_manpower m JOIN users u ON u.id = m.employee_id WHERE m.job_card_id IN (${ids}) ORDER BY m.work_date, m.id`,
  );
  const support = db.prepare<[object], Omit<SupportAllocation, 'cost'> & { jobCardId: number; costCents: number }>(
    `SELECT s.job_card_id AS jobCardId, s.id AS allocationId, s.service_id AS serviceId, ${named('l.name')} AS serviceName, s.supplier,
       s.quantity, s.hours, s.cost_cents AS costCents
     FROM job_card_support s JOIN maintenance_lookups l ON l.id = s.service_id WHERE s.job_card_id IN (${ids}) ORDER BY s.id`,
  );
  const stores = db.prepare<[object], StoreAllocation & { jobCardId: number }>(
    `SELECT a.job_card_id AS jobCardId, a.id AS allocationId, a.stock_item_id AS stockItemId, i.code, i.name, i.unit,
       a.warehouse_id AS warehouseId, w.name AS warehouseName, a.quantity, a.issued_at AS issuedAt
     FROM job_card_stores a JOIN stock_items i ON i.id = a.stock_item_id JOIN warehouses w ON w.id = a.warehouse_id
     WHERE a.job_card_id IN (${ids}) ORDER BY a.id`,
  );
  const insertManpower = db.prepare('INSERT INTO job_card_manpower (job_card_id, employee_id, work_date, hours, overtime_hours) VALUES (?, ?, ?, ?, ?)');
  const insertSupport = db.prepare('INSERT INTO job_card_support (job_card_id, service_id, supplier, quantity, hours, cost_cents) VALUES (?, ?, ?, ?, ?, ?)');
  const insertStores = db.prepare('INSERT INTO job_card_stores (job_card_id, stock_item_id, warehouse_id, quantity, issued_at) VALUES (?, ?, ?, ?, ?)');
  const onHand = db.prepare<[number, number], { quantity: number }>('SELECT quantity FROM warehouse_stock WHERE warehouse_id = ? AND stock_item_id = ?');
  const issue = db.prepare('UPDATE warehouse_stock SET quantity = quantity - ? WHERE warehouse_id = ? AND stock_item_id = ? AND quantity >= ?');
  const giveBack = db.prepare(
    `INSERT INTO warehouse_stock (warehouse_id, stock_item_id, quantity) VALUES (?, ?, ?)
     ON CONFLICT (warehouse_id, stock_item_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  );
  const storesRow = db.prepare<[number, number], { warehouseId: number; stockItemId: number; quantity: number }>(
    'SELECT warehouse_id AS warehouseId, stock_item_id AS stockItemId, quantity FROM job_card_stores WHERE id = ? AND job_card_id = ?',
  );
  const deletes: Record<AllocationKind, ReturnType<typeof db.prepare<[number, number]>>> = {
    manpower: db.prepare('DELETE FROM job_card_manpower WHERE id = ? AND job_card_id = ?'),
    support: db.prepare('DELETE FROM job_card_support WHERE id = ? AND job_card_id = ?'),
    stores: db.prepare('DELETE FROM job_card_stores WHERE id = ? AND job_card_id = ?'),
  };

  return {
    byCards: (cardIds, language) => {
      const params = { ids: JSON.stringify(cardIds), language };
      const result = new Map(cardIds.map((jobCardId) => [jobCardId, { jobCardId, manpower: [], supportServices: [], stores: [] } as JobCardAllocations]));
      for (const { jobCardId, ...row } of manpower.all(params)) result.get(jobCardId)?.manpower.push(row);
      for (const { jobCardId, costCents, ...row } of support.all(params)) result.get(jobCardId)?.supportServices.push({ ...row, cost: costCents / 100 });
      for (const { jobCardId, ...row } of stores.all(params)) result.get(jobCardId)?.stores.push(row);
      return [...result.values()];
    },
    addManpower: (jobCardId, input) => Number(insertManpower.run(jobCardId, input.employeeId, input.workDate, input.hours, input.overtimeHours).lastInsertRowid),
    addSupport: (jobCardId, input) =>
      Number(insertSupport.run(jobCardId, input.serviceId, input.supplier, input.quantity, input.hours, input.costCents).lastInsertRowid),
    addStores: db.transaction((jobCardId: number, input: { stockItemId: number; warehouseId: number; quantity: number }, moment: string) => {
      if (issue.run(input.quantity, input.warehouseId, input.stockItemId, input.quantity).changes === 0) return null;
      return Number(insertStores.run(jobCardId, input.stockItemId, input.warehouseId, input.quantity, moment).lastInsertRowid);
    }),
    onHand: (warehouseId, stockItemId) => onHand.get(warehouseId, stockItemId)?.quantity ?? 0,
    remove: db.transaction((jobCardId: number, kind: AllocationKind, allocationId: number) => {
      const issued = kind === 'stores' ? storesRow.get(allocationId, jobCardId) : undefined;
      if (deletes[kind].run(allocationId, jobCardId).changes === 0) return false;
      if (issued) giveBack.run(issued.warehouseId, issued.stockItemId, issued.quantity);
      return true;
    }),
  };
}
