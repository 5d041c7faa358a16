import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_FIELD_WORKER_EMAIL } from '../../seed/demoUsers.ts';
import type { ApplicationItem } from '../../store/applications.ts';
import type { StatusHistoryItem } from '../../store/workQueue.ts';
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

const answer = async (cookie: string, url: string, body: object = {}, language = 'en') => post(app, url, body, { cookie, 'accept-language': language });
const call = async (cookie: string, url: string, body: object = {}, language = 'en') => (await answer(cookie, url, body, language)).body as Record<string, unknown>;
const list = async (cookie: string, body: object) =>
  (await call(cookie, '/Application/GetItems', { Options: { PageSize: 100 }, ...body })) as { status: number; total: number; items: ApplicationItem[] };

describe('work queue lists', () => {
  it('splits applications by kind, with localized type names, and filters by type, status and dates', async () => {
    const service = await list(staff, { Kind: 1 });
    const maintenance = await list(staff, { Kind: 2 });
    expect(service.total).toBeGreaterThan(0);
    expect(maintenance.total).toBeGreaterThan(0);
    expect(service.items.every((item) => item.kind === 1)).toBe(true);
    expect(maintenance.items.every((item) => item.kind === 2 && item.applicationType >= 11)).toBe(true);
    expect(maintenance.items.some((item) => item.unreadMessages > 0)).toBe(true);
    const unread = await list(staff, { Kind: 2, HasUnread: true });
    expect(unread.total).toBe(maintenance.items.filter((item) => item.unreadMessages > 0).length);
    const greek = (await call(staff, '/Application/GetItems', { Kind: 1, Type: 2 }, 'el')) as { items: ApplicationItem[] };
    expect(greek.items[0]?.typeName).toBe('Μετακίνηση μετρητή');
    const sorted = service.items.map((item) => item.updatedOn);
    expect(sorted).toEqual([...sorted].sort().reverse());
    const day = service.items[0]?.updatedOn.slice(0, 10) ?? '';
    const that = await list(staff, { Kind: 1, DateFrom: day, DateTo: day });
    expect(that.total).toBeGreaterThan(0);
    expect(that.items.every((item) => item.updatedOn.startsWith(day))).toBe(true);
    expect((await list(staff, { Kind: 1, Status: 8 })).items.every((item) => item.status === 8)).toBe(true);
  });

  it('filters family applications by stage, through a list of stages no longer than there are stages', async () => {
    const stageOf = async (item: ApplicationItem) =>
      ((await call(staff, '/FamilyApplication/GetItem', { PortalApplicationId: item.portalApplicationId })) as { item: { stage: string } }).item.stage;
    const submitted = await list(staff, { Kind: 1, Stages: ['SUBMITTED'] });
    expect(submitted.total).toBeGreaterThan(0);
    expect(await Promise.all(submitted.items.map(stageOf))).toEqual(submitted.items.map(() => 'SUBMITTED'));
    const later = await list(staff, { Kind: 1, Stages: ['AWAITING_PAYMENT', 'ISSUED'] });
    expect(new Set(await Promise.all(later.items.map(stageOf)))).toEqual(new Set(['AWAITING_PAYMENT', 'ISSUED']));
    expect((await list(staff, { Kind: 1, Stages: ['SUBMITTED'], Status: 8 })).total).toBe(0);
    expect((await answer(staff, '/Application/GetItems', { Kind: 1, Stages: ['SUBMITTED', 'SAVED', 'PAID', 'ISSUED', 'REJECTED', 'APPROVED', 'AWAITING_PAYMENT', 'CHANGES_REQUESTED', 'SUBMITTED'] })).statusCode).toBe(400);
    expect((await answer(staff, '/Application/GetItems', { Kind: 1, Stages: ['NEW'] })).statusCode).toBe(400);
  });

  it('refuses a queue to employees without its flag and to customers', async () => {
    expect((await answer(field, '/Application/GetItems', { Kind: 1 })).statusCode).toBe(403);
    expect((await list(field, {})).total).toBe(0);
    expect((await answer(maria, '/Application/GetTypes')).statusCode).toBe(403);
    expect((await answer(maria, '/Employee/GetItems')).statusCode).toBe(403);
    const [one] = (await list(staff, { Kind: 1 })).items;
    expect((await answer(field, '/Application/ChangeStatus', { ApplicationId: one?.portalApplicationId, Status: 4 })).statusCode).toBe(403);
    expect((await answer(maria, '/Application/Assign', { ApplicationId: one?.portalApplicationId, AssignToMe: true })).statusCode).toBe(403);
  });

  it('answers the types of a queue and the employees who work in it', async () => {
    const types = (await call(staff, '/Application/GetTypes', { Kind: 2 })) as { items: Array<{ applicationType: number; kind: number; name: string }> };
    expect(types.items.map((type) => type.applicationType)).toEqual([11, 12, 13, 14, 15]);
    const employees = (await call(staff, '/Employee/GetItems', { Kind: 1 })) as { total: number; items: Array<{ name: string }> };
    expect(employees.items.map((employee) => employee.name)).toContain('Katerina Ioannou');
    expect(employees.items.map((employee) => employee.name)).not.toContain('Giorgos Christou');
  });
});

describe('assignment and status changes', () => {
  it('takes, hands over and unassigns an application', async () => {
    const unassigned = (await list(staff, { Kind: 1 })).items.find((item) => item.assignedEmployee === null);
    const id = unassigned?.portalApplicationId;
    const taken = (await call(staff, '/Application/Assign', { ApplicationId: id, AssignToMe: true })) as { item: ApplicationItem };
    expect(taken.item).toMatchObject({ assignedToMe: true, assignedEmployee: 'Katerina Ioannou' });
    const mine = await list(staff, { Kind: 1, AssignedToMe: true });
    expect(mine.items.map((item) => item.portalApplicationId)).toContain(id);
    const fieldWorker = (await call(staff, '/Employee/GetItems')) as { items: Array<{ employeeId: number; email: string }> };
    const fieldId = fieldWorker.items.find((employee) => employee.email === DEMO_FIELD_WORKER_EMAIL)?.employeeId;
    expect(fieldId).toEqual(expect.any(Number));
    expect(await call(staff, '/Application/Assign', { ApplicationId: id, EmployeeId: fieldId })).toMatchObject({ status: 1 });
    const cleared = (await call(staff, '/Application/Assign', { ApplicationId: id, EmployeeId: null })) as { item: ApplicationItem };
    expect(cleared.item).toMatchObject({ assignedToMe: false, assignedEmployee: null });
    expect(await call(staff, '/Application/Assign', { ApplicationId: 999_999, AssignToMe: true })).toEqual({ status: 1, text: 'Application not found' });
  });

  it('makes allowed transitions with a history and refuses the others with a localized text', async () => {
    const fresh = (await list(staff, { Kind: 1, Status: 1 })).items[0];
    const id = fresh?.portalApplicationId;
    expect(await call(staff, '/Application/ChangeStatus', { ApplicationId: id, Status: 6 })).toEqual({
      status: 1,
      text: 'The status cannot change from New to Exported',
    });
    expect(await call(staff, '/Application/ChangeStatus', { ApplicationId: id, Status: 6 }, 'el')).toMatchObject({
      text: 'Η κατάσταση δεν μπορεί να αλλάξει από Νέα σε Εξαγμένη',
    });
    const changed = (await call(staff, '/Application/ChangeStatus', { ApplicationId: id, Status: 2, Comment: ' Checking documents ' })) as { item: ApplicationItem };
    expect(changed.item).toMatchObject({ status: 2, statusName: 'In Process' });
    await call(staff, '/Application/ChangeStatus', { ApplicationId: id, Status: 8 });
    const history = (await call(staff, '/Application/GetStatusHistory', { ApplicationId: id })) as { total: number; items: StatusHistoryItem[] };
    expect(history.total).toBe(2);
    expect(history.items.map((entry) => [entry.fromStatusName, entry.toStatusName, entry.comment])).toEqual([
      ['In Process', 'Suspended', null],
      ['New', 'In Process', 'Checking documents'],
    ]);
    expect(history.items[0]?.employeeName).toBe('Katerina Ioannou');
    expect(await call(staff, '/Application/ChangeStatus', { ApplicationId: id, Status: 8 })).toMatchObject({ status: 1 });
  });

  it('seeds maintenance histories', async () => {
    const posted = (await list(staff, { Kind: 2, Status: 3 })).items[0] ?? (await list(staff, { Kind: 2, Status: 2 })).items[0];
    const history = (await call(staff, '/Application/GetStatusHistory', { ApplicationId: posted?.portalApplicationId })) as { total: number; items: StatusHistoryItem[] };
    expect(history.total).toBeGreaterThan(0);
    expect(history.items[0]?.toStatus).toBe(posted?.status);
  });
});
