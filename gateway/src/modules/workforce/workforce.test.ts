import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;

beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'en' });
  field = await harness.signedIn(DEMO_LOGINS.field);
  maria = await harness.signedIn(DEMO_LOGINS.maria);
});
afterAll(() => harness.close());

type Errors = Array<{ field: string | null; code: string; message: string }>;
interface Requisition {
  id: string;
  status: string;
  allowedActions: string[];
  lines: Array<{ stockItemId: number; quantity: number; quantityOnHand: number }>;
}

const REQUISITION_FIELDS = 'id status allowedActions lines { stockItemId quantity quantityOnHand }';
const SAVE = `mutation($input: SaveStoreRequisitionInput!) { saveStoreRequisition(input: $input) { storeRequisition { ${REQUISITION_FIELDS} } userErrors { field code message } } }`;
const CHANGE = `mutation($input: ChangeStoreRequisitionStatusInput!) { changeStoreRequisitionStatus(input: $input) { storeRequisition { ${REQUISITION_FIELDS} } userErrors { field code message } } }`;

async function stocked(): Promise<{ stockItemId: number; quantityOnHand: number }> {
  const answer = await staff.graphql('{ stockItems(first: 50, warehouseId: 1) { edges { node { stockItemId quantityOnHand } } } }');
  const items = (answer.body.data as { stockItems: { edges: Array<{ node: { stockItemId: number; quantityOnHand: number } }> } }).stockItems.edges;
  const found = items.map((edge) => edge.node).find((item) => item.quantityOnHand >= 5);
  if (!found) throw new Error('a stocked material expected');
  return found;
}

async function change(id: string, action: string) {
  const answer = await staff.graphql(CHANGE, { input: { requisitionId: id, action } });
  return (answer.body.data as { changeStoreRequisitionStatus: { storeRequisition: Requisition; userErrors: Errors } }).changeStoreRequisitionStatus;
}

describe('store requisitions', () => {
  it('is created, submitted, approved and issued, and issuing takes the stock', async () => {
    const item = await stocked();
    const saved = await staff.graphql(SAVE, { input: { warehouseId: 1, jobCardNumber: 'JC-9', lines: [{ stockItemId: item.stockItemId, quantity: 2 }] } });
    const draft = (saved.body.data as { saveStoreRequisition: { storeRequisition: Requisition } }).saveStoreRequisition.storeRequisition;
    expect(draft).toMatchObject({ status: 'DRAFT', allowedActions: ['SUBMIT', 'CANCEL'] });
    expect((await change(draft.id, 'ISSUE')).userErrors[0]?.code).toBe('TRANSITION_NOT_ALLOWED');
    expect((await change(draft.id, 'SUBMIT')).storeRequisition.status).toBe('SUBMITTED');
    expect((await change(draft.id, 'APPROVE')).storeRequisition.status).toBe('APPROVED');
    const issued = await change(draft.id, 'ISSUE');
    expect(issued.userErrors).toEqual([]);
    expect(issued.storeRequisition).toMatchObject({ status: 'ISSUED', allowedActions: [], lines: [{ quantity: 2, quantityOnHand: item.quantityOnHand - 2 }] });
  });

  it('answers INSUFFICIENT_STOCK naming the material, and keeps the requisition approved', async () => {
    const item = await stocked();
    const saved = await staff.graphql(SAVE, { input: { warehouseId: 1, lines: [{ stockItemId: item.stockItemId, quantity: item.quantityOnHand + 1 }] } });
    const draft = (saved.body.data as { saveStoreRequisition: { storeRequisition: Requisition } }).saveStoreRequisition.storeRequisition;
    await change(draft.id, 'SUBMIT');
    await change(draft.id, 'APPROVE');
    const refused = await change(draft.id, 'ISSUE');
    expect(refused.userErrors).toEqual([{ field: null, code: 'INSUFFICIENT_STOCK', message: expect.stringContaining('on hand') }]);
    expect(refused.storeRequisition.status).toBe('APPROVED');
    const bad = await staff.graphql(SAVE, { input: { warehouseId: 1, lines: [{ stockItemId: item.stockItemId, quantity: 0 }] } });
    expect((bad.body.data as { saveStoreRequisition: { userErrors: Errors } }).saveStoreRequisition.userErrors[0]).toMatchObject({ code: 'INVALID_INPUT', field: 'lines.0.quantity' });
  });

  it('is FORBIDDEN for customers and the field worker, whose node lookups answer null', async () => {
    const list = await staff.graphql('{ storeRequisitions(first: 2) { totalCount edges { node { id } } } }');
    const id = (list.body.data as { storeRequisitions: { edges: Array<{ node: { id: string } }> } }).storeRequisitions.edges[0]?.node.id;
    for (const viewer of [maria, field]) {
      expect((await viewer.graphql('{ storeRequisitions(first: 1) { totalCount } }')).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect((await viewer.graphql('{ scheduleWeek { weekStart } }')).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      expect((await viewer.graphql('query($id: ID!) { node(id: $id) { id } }', { id })).body.data).toEqual({ node: null });
    }
  });
});

const SAVE_ENTRY = 'mutation($input: SaveScheduleEntryInput!) { saveScheduleEntry(input: $input) { entry { entryId from to kind } userErrors { field code message } } }';

describe('schedules', () => {
  it('shows a week of employees, adds an entry and refuses an overlapping one with a localized message', async () => {
    const week = await staff.graphql('{ scheduleWeek(day: "2031-03-05") { weekStart days employees { employeeId name entries { entryId } } } }');
    const data = (week.body.data as { scheduleWeek: { weekStart: string; days: string[]; employees: Array<{ employeeId: number }> } }).scheduleWeek;
    expect(data.weekStart).toBe('2031-03-03');
    expect(data.days).toHaveLength(7);
    const employeeId = data.employees[0]?.employeeId;
    const input = { employeeId, day: '2031-03-05', from: '08:00', to: '12:00', kind: 'SHIFT' };
    const added = await staff.graphql(SAVE_ENTRY, { input });
    expect((added.body.data as { saveScheduleEntry: { entry: object } }).saveScheduleEntry.entry).toMatchObject({ from: '08:00', kind: 'SHIFT' });
    const greek = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'el' });
    const clash = await greek.graphql(SAVE_ENTRY, { input: { ...input, from: '11:00', to: '13:00', kind: 'TRAINING' } });
    const errors = (clash.body.data as { saveScheduleEntry: { userErrors: Errors } }).saveScheduleEntry.userErrors;
    expect(errors[0]).toMatchObject({ code: 'SCHEDULE_OVERLAP', field: 'from' });
    expect(errors[0]?.message).toContain('08:00');
    expect(errors[0]?.message).toContain('έχει ήδη καταχώριση');
    const badTime = await staff.graphql(SAVE_ENTRY, { input: { ...input, from: '8am' } });
    expect((badTime.body.data as { saveScheduleEntry: { userErrors: Errors } }).saveScheduleEntry.userErrors[0]?.code).toBe('INVALID_INPUT');
  });
});

const PREFERENCES = 'mutation($input: SavePreferencesInput!) { savePreferences(input: $input) { user { warehouseId meterWarehouseId linkToWarehouse } userErrors { field code } } }';

describe('preferences', () => {
  it('are saved by any employee (also the field worker) and shown in the viewer', async () => {
    const warehouses = await field.graphql('{ stores: warehouses(kind: STORES) { warehouseId } meters: warehouses(kind: METERS) { warehouseId } }');
    const { stores, meters } = warehouses.body.data as { stores: Array<{ warehouseId: number }>; meters: Array<{ warehouseId: number }> };
    const input = { warehouseId: stores[1]?.warehouseId, meterWarehouseId: meters[0]?.warehouseId };
    const saved = await field.graphql(PREFERENCES, { input });
    expect((saved.body.data as { savePreferences: object }).savePreferences).toEqual({ user: { ...input, linkToWarehouse: true }, userErrors: [] });
    const viewer = await field.graphql('{ viewer { user { warehouseId meterWarehouseId } } }');
    expect((viewer.body.data as { viewer: { user: object } }).viewer.user).toEqual(input);
    const wrong = await field.graphql(PREFERENCES, { input: { warehouseId: meters[0]?.warehouseId } });
    expect((wrong.body.data as { savePreferences: { userErrors: Errors } }).savePreferences.userErrors).toEqual([{ field: 'warehouseId', code: 'WAREHOUSE_INVALID' }]);
    expect((await maria.graphql(PREFERENCES, { input })).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
