import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../seed/demoUsers.ts';
import type { ElementItem, ElementTypeItem, WarehouseItem } from '../../store/fieldBase.ts';
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
  (await post(app, url, body, { cookie, 'accept-language': language })).body as T & { status: number };
type Page<T> = { total: number; items: T[] };

describe('elements, element types and warehouses', () => {
  it('lists element types stations first, named in the request language', async () => {
    const types = await call<{ items: ElementTypeItem[] }>(staff, '/Element/GetTypes', {}, 'el');
    expect(types.items.length).toBeGreaterThan(5);
    const firstMember = types.items.findIndex((type) => !type.isStation);
    expect(types.items.slice(firstMember).every((type) => !type.isStation)).toBe(true);
    expect(types.items.find((type) => type.code === 'VLV')?.name).toBe('Βάνα');
  });

  it('pages elements by code and filters them by type, text and station', async () => {
    const all = await call<Page<ElementItem>>(staff, '/Element/GetList', { Options: { PageSize: 100 } });
    expect(all.total).toBeGreaterThan(50);
    const codes = all.items.map((item) => item.code);
    expect(codes).toEqual([...codes].sort());
    const valve = (await call<{ items: ElementTypeItem[] }>(staff, '/Element/GetTypes')).items.find((type) => type.code === 'VLV');
    const valves = await call<Page<ElementItem>>(staff, '/Element/GetList', { TypeIds: [valve?.typeId], Options: { PageSize: 100 } });
    expect(valves.total).toBeGreaterThan(0);
    expect(valves.items.every((item) => item.typeCode === 'VLV' && item.stationId !== null)).toBe(true);
    const station = all.items.find((item) => item.stationId === null);
    const members = await call<Page<ElementItem>>(staff, '/Element/GetList', { StationId: station?.elementId, Options: { PageSize: 100 } });
    expect(members.items.every((item) => item.elementId === station?.elementId || item.stationId === station?.elementId)).toBe(true);
    expect(members.total).toBeGreaterThan(1);
    const text = await call<Page<ElementItem>>(staff, '/Element/GetList', { Text: 'limassol' });
    expect(text.total).toBeGreaterThan(0);
    expect(text.items.every((item) => item.name.toLowerCase().includes('limassol'))).toBe(true);
  });

  it('answers elements by id in the order asked, leaving unknown ids out', async () => {
    const [first, second] = (await call<Page<ElementItem>>(staff, '/Element/GetList', { Options: { PageSize: 2 } })).items;
    const items = await call<{ items: ElementItem[] }>(field, '/Element/GetItems', { Ids: [second?.elementId, 999_999, first?.elementId] });
    expect(items.items.map((item) => item.elementId)).toEqual([second?.elementId, first?.elementId]);
  });

  it('lists warehouses by kind, including the demo employees\' warehouse 1', async () => {
    const all = await call<{ items: WarehouseItem[] }>(staff, '/Warehouse/GetList');
    expect(all.items.find((item) => item.warehouseId === 1)?.kind).toBe('stores');
    const meters = await call<{ items: WarehouseItem[] }>(staff, '/Warehouse/GetList', { Kind: 'meters' });
    expect(meters.items.length).toBeGreaterThan(0);
    expect(meters.items.every((item) => item.kind === 'meters')).toBe(true);
  });

  it('lists materials, with the stock of one warehouse, and by id', async () => {
    type Stock = { stockItemId: number; code: string; category: string; quantityOnHand: number | null };
    const all = await call<Page<Stock>>(staff, '/StockItem/GetList', { Options: { PageSize: 100 } });
    expect(all.total).toBeGreaterThan(10);
    expect(all.items.every((item) => item.quantityOnHand === null)).toBe(true);
    const store1 = await call<Page<Stock>>(staff, '/StockItem/GetList', { WarehouseId: 1, Options: { PageSize: 100 } });
    expect(store1.total).toBeGreaterThan(0);
    expect(store1.total).toBeLessThan(all.total);
    expect(store1.items.every((item) => item.category !== 'meters' && typeof item.quantityOnHand === 'number')).toBe(true);
    const pipes = await call<Page<Stock>>(staff, '/StockItem/GetList', { Text: 'pipe' });
    expect(pipes.items.every((item) => item.code.startsWith('PIPE'))).toBe(true);
    const [a, b] = all.items;
    const byIds = await call<Page<Stock>>(staff, '/StockItem/GetList', { Ids: [b?.stockItemId, a?.stockItemId], WarehouseId: 1 });
    expect(byIds.items.map((item) => item.stockItemId)).toEqual([b?.stockItemId, a?.stockItemId]);
  });

  it('refuses customers', async () => {
    for (const url of ['/Element/GetList', '/Element/GetTypes', '/Warehouse/GetList', '/StockItem/GetList']) {
      expect((await post(app, url, {}, { cookie: maria })).statusCode).toBe(403);
    }
  });

  it('lists employees with a profile flag, and field workers only', async () => {
    type Employee = { employeeId: number; name: string; isFieldWorker: boolean };
    const om = await call<Page<Employee>>(staff, '/Employee/GetItems', { Flag: 'portalOm', Options: { PageSize: 100 } });
    expect(om.total).toBeGreaterThan(0);
    expect(om.items.some((item) => item.name === 'Giorgos Christou')).toBe(false);
    const fieldWorkers = await call<Page<Employee>>(staff, '/Employee/GetItems', { FieldWorkersOnly: true, Options: { PageSize: 100 } });
    expect(fieldWorkers.items.length).toBeGreaterThan(0);
    expect(fieldWorkers.items.every((item) => item.isFieldWorker)).toBe(true);
    expect(fieldWorkers.items.map((item) => item.name)).toContain('Giorgos Christou');
    const gis = await call<Page<Employee>>(staff, '/Employee/GetItems', { Flag: 'portalGis', Options: { PageSize: 100 } });
    expect(gis.items.map((item) => item.name)).toEqual(expect.arrayContaining(['Katerina Ioannou', 'Giorgos Christou']));
    // Kind and Flag together: both must hold (the field worker lacks the customer-service flag).
    const both = await call<Page<Employee>>(staff, '/Employee/GetItems', { Kind: 1, Flag: 'portalGis', Options: { PageSize: 100 } });
    expect(both.items.map((item) => item.name)).toContain('Katerina Ioannou');
    expect(both.items.map((item) => item.name)).not.toContain('Giorgos Christou');
  });
});
