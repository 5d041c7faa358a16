import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import type { TestBrowser } from '../../testing/browser.ts';

const QUEUE = /* GraphQL */ `query ($kind: WorkQueueKind!, $filter: WorkQueueFilter) {
  workQueue(kind: $kind, first: 100, filter: $filter) {
    totalCount edges { node { id portalApplicationId name status kind typeName unreadMessageCount assignedToMe assignedEmployee updatedOn } }
  }
}`;

interface Row { id: string; portalApplicationId: number; name: string; status: string; kind: string; typeName: string | null; unreadMessageCount: number; assignedToMe: boolean; assignedEmployee: string | null; updatedOn: string }
interface Queue { totalCount: number; edges: Array<{ node: Row }> }

const ASSIGN = /* GraphQL */ `mutation ($input: AssignApplicationInput!) {
  assignApplication(input: $input) { application { id assignedToMe assignedEmployee } userErrors { field code message } }
}`;
const CHANGE = /* GraphQL */ `mutation ($input: ChangeApplicationStatusInput!) {
  changeApplicationStatus(input: $input) { application { id status } userErrors { field code message } }
}`;
const ALLOWED = /* GraphQL */ `query ($id: ID!) { node(id: $id) { ... on Application { status allowedStatusChanges } } }`;
const HISTORY = /* GraphQL */ `query ($id: ID!) {
  node(id: $id) { ... on Application { statusHistory(first: 10) { totalCount edges { node { fromStatus toStatus employeeName comment changedOn } } } } }
}`;

let harness: Harness;
let staff: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff);
});
afterAll(() => harness.close());

async function queue(browser: TestBrowser, kind: string, filter: Record<string, unknown> = {}): Promise<Queue> {
  const answer = await browser.graphql(QUEUE, { kind, filter });
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.['workQueue'] as Queue;
}

describe('Query.workQueue', () => {
  it('lists each queue with type names and unread counts, and filters it', async () => {
    const service = await queue(staff, 'CUSTOMER_SERVICE');
    const maintenance = await queue(staff, 'MAINTENANCE');
    expect(service.edges.every((edge) => edge.node.kind === 'CUSTOMER_SERVICE')).toBe(true);
    expect(maintenance.totalCount).toBeGreaterThan(0);
    expect(maintenance.edges.every((edge) => edge.node.kind === 'MAINTENANCE' && edge.node.typeName !== null)).toBe(true);
    const relocation = await queue(staff, 'CUSTOMER_SERVICE', { applicationType: 2, status: 'NEW' });
    expect(relocation.edges.map((edge) => [edge.node.name, edge.node.typeName, edge.node.unreadMessageCount])).toContainEqual(['Meter relocation', 'Μετακίνηση μετρητή', 1]);
    const unread = await queue(staff, 'CUSTOMER_SERVICE', { unreadOnly: true });
    expect(unread.totalCount).toBeGreaterThan(0);
    expect(unread.edges.every((edge) => edge.node.unreadMessageCount > 0)).toBe(true);
    const day = service.edges[0]?.node.updatedOn.slice(0, 10);
    const sameDay = await queue(staff, 'CUSTOMER_SERVICE', { updatedFrom: day, updatedTo: day });
    expect(sameDay.edges.every((edge) => edge.node.updatedOn.startsWith(day ?? '-'))).toBe(true);
    const reversed = await staff.graphql(QUEUE, { kind: 'CUSTOMER_SERVICE', filter: { updatedFrom: '2026-02-02', updatedTo: '2026-02-01' } });
    expect(reversed.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('filters family applications by stage in the utility\'s list call, at most one of each stage', async () => {
    const STAGED = /* GraphQL */ `query ($filter: WorkQueueFilter) {
      workQueue(kind: CUSTOMER_SERVICE, first: 100, filter: $filter) { totalCount edges { node { familyDetails { stage } } } }
    }`;
    const staged = async (stages: string[]) => {
      const answer = await staff.graphql(STAGED, { filter: { stages } });
      expect(answer.body.errors).toBeUndefined();
      return (answer.body.data?.['workQueue'] as { totalCount: number; edges: Array<{ node: { familyDetails: { stage: string } | null } }> });
    };
    harness.upstream.reset();
    const submitted = await staged(['SUBMITTED', 'SUBMITTED']);
    expect(harness.upstream.count('/Application/GetItems')).toBe(1);
    expect(submitted.totalCount).toBeGreaterThan(0);
    expect(submitted.edges.map((edge) => edge.node.familyDetails?.stage)).toEqual(submitted.edges.map(() => 'SUBMITTED'));
    const later = await staged(['AWAITING_PAYMENT', 'ISSUED']);
    expect(new Set(later.edges.map((edge) => edge.node.familyDetails?.stage))).toEqual(new Set(['AWAITING_PAYMENT', 'ISSUED']));
    const tooMany = await staff.graphql(STAGED, { filter: { stages: Array(9).fill('SAVED') } });
    expect(tooMany.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('is FORBIDDEN for customers and for employees without the queue\'s flag', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const field = await harness.signedIn(DEMO_LOGINS.field);
    for (const browser of [maria, field]) {
      for (const kind of ['CUSTOMER_SERVICE', 'MAINTENANCE']) {
        const answer = await browser.graphql(QUEUE, { kind });
        expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
        const types = await browser.graphql('query ($kind: WorkQueueKind!) { applicationTypes(kind: $kind) { name } }', { kind });
        expect(types.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      }
      const [row] = (await queue(staff, 'CUSTOMER_SERVICE')).edges;
      const change = await browser.graphql(CHANGE, { input: { applicationId: row?.node.id, status: 'CANCELLED' } });
      expect(change.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const assign = await browser.graphql(ASSIGN, { input: { applicationId: row?.node.id, assignToMe: true } });
      expect(assign.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const summaries = await browser.graphql('{ workQueueSummaries { kind } }');
      expect(summaries.body.data?.['workQueueSummaries']).toEqual([]);
    }
    const visitor = await harness.browser().graphql(QUEUE, { kind: 'MAINTENANCE' });
    expect(visitor.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('answers the types, the employees and the viewer\'s counts', async () => {
    const answer = await staff.graphql(`{
      applicationTypes(kind: MAINTENANCE) { applicationType name kind }
      queueEmployees(kind: CUSTOMER_SERVICE) { employeeId name }
      workQueueSummaries { kind assignedToMe withUnreadMessages new total }
    }`);
    const data = answer.body.data as {
      applicationTypes: Array<{ applicationType: number; kind: string }>;
      queueEmployees: Array<{ name: string }>;
      workQueueSummaries: Array<{ kind: string; assignedToMe: number; withUnreadMessages: number; new: number; total: number }>;
    };
    expect(data.applicationTypes.map((type) => type.applicationType)).toEqual([11, 12, 13, 14, 15]);
    expect(data.queueEmployees.map((employee) => employee.name)).toContain('Katerina Ioannou');
    expect(data.workQueueSummaries.map((summary) => summary.kind)).toEqual(['CUSTOMER_SERVICE', 'MAINTENANCE']);
    const [service] = data.workQueueSummaries;
    expect(service?.total).toBe((await queue(staff, 'CUSTOMER_SERVICE')).totalCount);
    expect(service?.assignedToMe).toBe((await queue(staff, 'CUSTOMER_SERVICE', { assignedToMe: true })).totalCount);
    expect(service?.withUnreadMessages).toBeGreaterThan(0);
    expect(service?.withUnreadMessages).toBe((await queue(staff, 'CUSTOMER_SERVICE', { unreadOnly: true })).totalCount);
    expect(service?.new).toBe((await queue(staff, 'CUSTOMER_SERVICE', { status: 'NEW' })).totalCount);
    // The employee home's figures for every queue are one upstream call.
    harness.upstream.reset();
    await staff.graphql('{ workQueueSummaries { kind total } }');
    expect(harness.upstream.count('/Application/GetQueueCounts')).toBe(1);
    expect(harness.upstream.count('/Application/GetItems')).toBe(0);
  });
});

describe('assignApplication and changeApplicationStatus', () => {
  it('takes an application, changes its status with a history, and refuses a transition the utility does not allow', async () => {
    const row = (await queue(staff, 'CUSTOMER_SERVICE', { status: 'NEW' })).edges.find((edge) => !edge.node.assignedToMe)?.node;
    const taken = await staff.graphql(ASSIGN, { input: { applicationId: row?.id, assignToMe: true } });
    expect(taken.body.data?.['assignApplication']).toEqual({
      application: { id: row?.id, assignedToMe: true, assignedEmployee: 'Katerina Ioannou' },
      userErrors: [],
    });

    const greek = await harness.signedIn(DEMO_LOGINS.staff, { 'accept-language': 'el' });
    const refused = await greek.graphql(CHANGE, { input: { applicationId: row?.id, status: 'EXPORTED' } });
    expect(refused.body.data?.['changeApplicationStatus']).toEqual({
      application: null,
      userErrors: [{ field: 'status', code: 'NOT_ALLOWED', message: 'Η κατάσταση δεν μπορεί να αλλάξει από Νέα σε Εξαγμένη' }],
    });
    expect((await staff.graphql(ALLOWED, { id: row?.id })).body.data?.['node']).toEqual({ status: 'NEW', allowedStatusChanges: ['IN_PROCESS', 'CANCELLED'] });
    const changed = await staff.graphql(CHANGE, { input: { applicationId: row?.id, status: 'IN_PROCESS', comment: 'Documents complete' } });
    expect(changed.body.data?.['changeApplicationStatus']).toEqual({ application: { id: row?.id, status: 'IN_PROCESS' }, userErrors: [] });
    expect((await staff.graphql(ALLOWED, { id: row?.id })).body.data?.['node']).toEqual({
      status: 'IN_PROCESS',
      allowedStatusChanges: ['POSTED', 'SUSPENDED', 'CANCELLED'],
    });
    const cancelled = (await queue(staff, 'CUSTOMER_SERVICE', { status: 'CANCELLED' })).edges[0]?.node;
    expect((await staff.graphql(ALLOWED, { id: cancelled?.id })).body.data?.['node']).toEqual({ status: 'CANCELLED', allowedStatusChanges: [] });

    const history = await staff.graphql(HISTORY, { id: row?.id });
    const entries = (history.body.data?.['node'] as { statusHistory: { totalCount: number; edges: Array<{ node: Record<string, unknown> }> } }).statusHistory;
    expect(entries.totalCount).toBe(1);
    expect(entries.edges[0]?.node).toMatchObject({ fromStatus: 'NEW', toStatus: 'IN_PROCESS', employeeName: 'Katerina Ioannou', comment: 'Documents complete' });

    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const hidden = await maria.graphql(HISTORY, { id: row?.id });
    expect(hidden.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await maria.graphql(ALLOWED, { id: row?.id })).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('names the customer of each application with one customer call per page, and hides it from customers', async () => {
    harness.upstream.reset();
    const answer = await staff.graphql('{ workQueue(kind: CUSTOMER_SERVICE, first: 20) { edges { node { customerName customer { id name idNumber } } } } }');
    const edges = (answer.body.data?.['workQueue'] as { edges: Array<{ node: { customerName: string; customer: { name: string; idNumber: string } | null } }> }).edges;
    expect(edges.length).toBeGreaterThan(5);
    expect(edges.every((edge) => edge.node.customer !== null && edge.node.customer.idNumber !== '')).toBe(true);
    expect(edges.find((edge) => edge.node.customerName === 'Maria Georgiou')?.node.customer?.name).toMatch(/Georgiou/);
    expect(harness.upstream.count('/Customer/GetItems')).toBe(1);
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const own = await maria.graphql('{ viewer { user { applications(first: 1) { edges { node { customer { name } } } } } } }');
    expect(own.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('refuses handing an application to an employee outside its queue', async () => {
    const [row] = (await queue(staff, 'MAINTENANCE')).edges;
    const employees = await staff.graphql('{ queueEmployees(kind: MAINTENANCE) { employeeId name } }');
    const ids = (employees.body.data?.['queueEmployees'] as Array<{ employeeId: number }>).map((employee) => employee.employeeId);
    const outsider = Math.max(...ids) + 1000;
    const answer = await staff.graphql(ASSIGN, { input: { applicationId: row?.node.id, employeeId: outsider } });
    expect(answer.body.data?.['assignApplication']).toMatchObject({ application: null, userErrors: [{ code: 'NOT_ALLOWED', field: 'employeeId' }] });
    const cleared = await staff.graphql(ASSIGN, { input: { applicationId: row?.node.id, employeeId: null } });
    expect(cleared.body.data?.['assignApplication']).toMatchObject({ application: { assignedEmployee: null }, userErrors: [] });
  });
});
