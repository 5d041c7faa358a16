import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../seed/demoUsers.ts';
import type { StockItem } from '../../store/fieldBase.ts';
import type { RequisitionItem, ScheduleEntryItem } from '../../store/workforce.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let maria: string;
let staff: string;
let field: string;
beforeAll(async () => {
  app = await buildTestApi();
  [maria, staff, field] = await Promise.all([signIn(app, DEMO_CUSTOMER_EMAIL), signIn(app, DEMO_EMPLOYEE_EMAIL), signIn(app, DEMO_FIELD_WORKER_EMAIL)]);
});
afterAll(() => app.close());

const call = async <T>(cookie: string, url: string, body: object = {}, language = 'en') =>
  (await post(app, url, body, { cookie, 'accept-language': language })).body as T & { status: number; text: string };

async function stocked(): Promise<StockItem> {
  const items = (await call<{ items: StockItem[] }>(staff, '/StockItem/GetList', { WarehouseId: 1, Options: { PageSize: 100 } })).items;
  const item = items.find((candidate) => (candidate.quantityOnHand ?? 0) >= 10);
  if (!item) throw new Error('a stocked material expected');
  return item;
}

describe('store requisitions', () => {
  it('goes draft → submitted → approved → issued, taking the quantity out of stock', async () => {
    const item = await stocked();
    const created = await call<{ item: RequisitionItem }>(staff, '/StoreRequisition/Save', {
      WarehouseId: 1,
      JobCardNumber: 'JC-1',
      Lines: [{ StockItemId: item.stockItemId, Quantity: 3 }],
    });
    expect(created.item).toMatchObject({ status: 'draft', lineCount: 1, jobCardNumber: 'JC-1' });
    const id = created.item.requisitionId;
    const act = (Action: string) => call<{ item: RequisitionItem }>(staff, '/StoreRequisition/SetStatus', { RequisitionId: id, Action });
    expect((await act('approve')).status).toBe(211);
    expect((await act('submit')).item.status).toBe('submitted');
    expect((await call(staff, '/StoreRequisition/Save', { RequisitionId: id, WarehouseId: 1, Lines: [] })).status).toBe(210);
    expect((await act('approve')).item.status).toBe('approved');
    const issued = await act('issue');
    expect(issued.item.status).toBe('issued');
    const [after] = (await call<{ items: StockItem[] }>(staff, '/StockItem/GetList', { Ids: [item.stockItemId], WarehouseId: 1 })).items;
    expect(after?.quantityOnHand).toBe((item.quantityOnHand ?? 0) - 3);
    expect((await act('issue')).status).toBe(211);
  });

  it('refuses to issue more than is on hand and takes nothing', async () => {
    const item = await stocked();
    const other = (await call<{ items: StockItem[] }>(staff, '/StockItem/GetList', { WarehouseId: 1, Options: { PageSize: 100 } })).items.find(
      (candidate) => candidate.stockItemId !== item.stockItemId && (candidate.quantityOnHand ?? 0) >= 1,
    );
    if (!other) throw new Error('a second material expected');
    const created = await call<{ item: RequisitionItem }>(staff, '/StoreRequisition/Save', {
      WarehouseId: 1,
      Lines: [{ StockItemId: other.stockItemId, Quantity: 1 }, { StockItemId: item.stockItemId, Quantity: (item.quantityOnHand ?? 0) + 1 }],
    });
    const id = created.item.requisitionId;
    for (const Action of ['submit', 'approve']) await call(staff, '/StoreRequisition/SetStatus', { RequisitionId: id, Action });
    const refused = await call(staff, '/StoreRequisition/SetStatus', { RequisitionId: id, Action: 'issue' });
    expect(refused.status).toBe(212);
    expect(refused.text).toContain(item.code);
    const after = (await call<{ items: StockItem[] }>(staff, '/StockItem/GetList', { Ids: [other.stockItemId, item.stockItemId], WarehouseId: 1 })).items;
    expect(after.map((entry) => entry.quantityOnHand)).toEqual([other.quantityOnHand, item.quantityOnHand]);
    const [still] = (await call<{ items: RequisitionItem[] }>(staff, '/StoreRequisition/GetItems', { Ids: [id] })).items;
    expect(still?.status).toBe('approved');
  });

  it('refuses a meter warehouse, an empty submit, customers and the field worker', async () => {
    const meters = (await call<{ items: Array<{ warehouseId: number }> }>(staff, '/Warehouse/GetList', { Kind: 'meters' })).items[0];
    expect((await call(staff, '/StoreRequisition/Save', { WarehouseId: meters?.warehouseId, Lines: [] })).status).toBe(214);
    const empty = await call<{ item: RequisitionItem }>(staff, '/StoreRequisition/Save', { WarehouseId: 1, Lines: [] });
    expect((await call(staff, '/StoreRequisition/SetStatus', { RequisitionId: empty.item.requisitionId, Action: 'submit' })).status).toBe(213);
    for (const cookie of [maria, field]) {
      expect((await post(app, '/StoreRequisition/GetList', {}, { cookie })).statusCode).toBe(403);
      expect((await post(app, '/Schedule/GetList', { From: '2026-01-01', To: '2026-01-07' }, { cookie })).statusCode).toBe(403);
    }
  });
});

describe('schedules', () => {
  it('adds an entry, refuses an overlapping one with a localized text, allows a touching one and deletes', async () => {
    const { employees } = await call<{ employees: Array<{ employeeId: number; name: string }> }>(staff, '/Schedule/GetList', { From: '2030-01-07', To: '2030-01-13' });
    const employee = employees[0];
    if (!employee) throw new Error('an employee expected');
    const base = { EmployeeId: employee.employeeId, Day: '2030-01-08', Kind: 'shift' };
    const first = await call<{ item: ScheduleEntryItem }>(staff, '/Schedule/Save', { ...base, From: '08:00', To: '16:00' });
    expect(first.item).toMatchObject({ from: '08:00', to: '16:00', kind: 'shift' });
    const clash = await call(staff, '/Schedule/Save', { ...base, From: '15:00', To: '18:00', Kind: 'onCall' }, 'el');
    expect(clash.status).toBe(215);
    expect(clash.text).toContain('08:00');
    expect((await call(staff, '/Schedule/Save', { ...base, From: '16:00', To: '18:00' })).status).toBe(0);
    expect((await call(staff, '/Schedule/Save', { ...base, From: '18:00', To: '17:00' })).status).toBe(216);
    // Changing an entry does not clash with itself.
    expect((await call(staff, '/Schedule/Save', { ...base, EntryId: first.item.entryId, From: '07:00', To: '15:00' })).status).toBe(0);
    const week = await call<{ items: ScheduleEntryItem[] }>(staff, '/Schedule/GetList', { From: '2030-01-07', To: '2030-01-13' });
    expect(week.items).toHaveLength(2);
    expect((await call(staff, '/Schedule/Delete', { EntryId: first.item.entryId })).status).toBe(0);
    expect((await call(staff, '/Schedule/Delete', { EntryId: first.item.entryId })).status).toBe(1);
  });
});

describe('preferences', () => {
  it('saves the warehouses of any employee and answers them in the profile', async () => {
    const meters = (await call<{ items: Array<{ warehouseId: number }> }>(field, '/Warehouse/GetList', { Kind: 'meters' })).items[0];
    const stores = (await call<{ items: Array<{ warehouseId: number }> }>(field, '/Warehouse/GetList', { Kind: 'stores' })).items[1];
    const saved = await call(field, '/account/SavePreferences', { WarehouseId: stores?.warehouseId, MeterWarehouseId: meters?.warehouseId });
    expect(saved).toMatchObject({ status: 0, linkToWarehouse: true });
    const profile = await call<{ item: { warehouseId: number; meterWarehouseId: number } }>(field, '/account/GetProfileDetails', { Username: DEMO_FIELD_WORKER_EMAIL });
    expect(profile.item).toMatchObject({ warehouseId: stores?.warehouseId, meterWarehouseId: meters?.warehouseId });
    expect((await call(field, '/account/SavePreferences', { WarehouseId: meters?.warehouseId, MeterWarehouseId: null })).status).toBe(214);
    expect((await post(app, '/account/SavePreferences', { WarehouseId: null, MeterWarehouseId: null }, { cookie: maria })).statusCode).toBe(403);
  });
});
