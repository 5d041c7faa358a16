import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { finalReadingProblem } from './rules.ts';
import { upstreamFilter } from './resolvers.ts';

const LIST = /* GraphQL */ `query ($filter: DisconnectionFilter, $first: Int) {
  disconnections(filter: $filter, first: $first) {
    totalCount
    edges { node { id disconnectionId batchNumber status accountId customerId accountKey previousReading finalReading finalReadingDate clockOver comment underInvestigation investigationReason dials balance { amount } } }
  }
  disconnectionBatches { batchId batchNumber orderCount pendingCount createdOn }
  disconnectionBillingGroups
}`;
const RECORD = /* GraphQL */ `mutation ($input: RecordDisconnectionInput!) {
  recordDisconnection(input: $input) { disconnection { id status finalReading clockOver comment } userErrors { field code message } }
}`;
const INVESTIGATE = /* GraphQL */ `mutation ($input: SetDisconnectionInvestigationInput!) {
  setDisconnectionInvestigation(input: $input) { disconnection { id underInvestigation investigationReason } userErrors { field code message } }
}`;
const RECONNECT = /* GraphQL */ `mutation ($input: ReconnectDisconnectionInput!) {
  reconnectDisconnection(input: $input) { disconnection { id status reconnectedOn } userErrors { field code message } }
}`;

interface Row { id: string; disconnectionId: number; status: string; previousReading: number; accountKey: string; underInvestigation: boolean; dials: number | null }

let harness: Harness;
let staff: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff);
});
afterAll(() => harness.close());

async function pending(): Promise<Row[]> {
  const answer = await staff.graphql(LIST, { filter: { status: 'PENDING', underInvestigation: false } });
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return (answer.body.data?.['disconnections'] as { edges: Array<{ node: Row }> }).edges.map((edge) => edge.node);
}

describe('disconnection rules', () => {
  it('checks the final reading against the last one and the dials', () => {
    expect(finalReadingProblem(100, 99, false, 5)).toBe('lowerThanPrevious');
    expect(finalReadingProblem(100, 99, true, 5)).toBeNull();
    expect(finalReadingProblem(100, -1, true, 5)).toBe('negative');
    expect(finalReadingProblem(100, 123456, false, 5)).toBe('tooManyDigits');
    expect(finalReadingProblem(100, null, false, 5)).toBeNull();
  });
  it('maps the filter onto the upstream call', () => {
    expect(upstreamFilter({ status: 'DISCONNECTED', text: '  ab ', batchId: 0, underInvestigation: false, book: '' })).toEqual({ Status: 'disconnected', Text: 'ab', BatchId: 0, UnderInvestigation: false });
  });
});

describe('Query.disconnections', () => {
  it('lists orders with batches and billing groups, one upstream list call per page and one batches call', async () => {
    harness.upstream.reset();
    const answer = await staff.graphql(LIST, { first: 25 });
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data as { disconnections: { totalCount: number; edges: Array<{ node: Row }> }; disconnectionBatches: Array<{ orderCount: number }>; disconnectionBillingGroups: string[] };
    expect(data.disconnections.totalCount).toBe(data.disconnectionBatches.reduce((sum, batch) => sum + batch.orderCount, 0));
    expect(data.disconnectionBillingGroups.length).toBeGreaterThan(0);
    expect(harness.upstream.count('/Disconnection/GetList')).toBe(1);
    // The batches and the billing groups come from one answer.
    expect(harness.upstream.count('/Disconnection/GetBatches')).toBe(1);
    const first = data.disconnections.edges[0]?.node;
    if (!first) throw new Error('no order');
    const byText = await staff.graphql(LIST, { filter: { text: first.accountKey } });
    expect((byText.body.data?.['disconnections'] as { edges: Array<{ node: Row }> }).edges.map((edge) => edge.node.id)).toContain(first.id);
    const node = await staff.graphql('query ($id: ID!) { node(id: $id) { ... on Disconnection { disconnectionId } } }', { id: first.id });
    expect(node.body.data?.['node']).toEqual({ disconnectionId: first.disconnectionId });
  });

  it('is FORBIDDEN for customers and employees without the flag, and node answers them null', async () => {
    const [row] = await pending();
    for (const login of [DEMO_LOGINS.maria, DEMO_LOGINS.field]) {
      const browser = await harness.signedIn(login);
      const answer = await browser.graphql('{ disconnections(first: 1) { totalCount } }');
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const node = await browser.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: row?.id });
      expect(node.body.data?.['node']).toBeNull();
    }
    const visitor = await harness.browser().graphql('{ disconnections(first: 1) { totalCount } }');
    expect(visitor.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});

describe('disconnection mutations', () => {
  it('refuses a lower final reading on its field, accepts a clock-over, and reconnects', async () => {
    const [row] = await pending();
    if (!row) throw new Error('no pending order');
    const lower = await staff.graphql(RECORD, { input: { disconnectionId: row.id, finalReading: row.previousReading - 1 } });
    const lowerPayload = lower.body.data?.['recordDisconnection'] as { disconnection: null; userErrors: Array<{ field: string; code: string; message: string }> };
    expect(lowerPayload.disconnection).toBeNull();
    expect(lowerPayload.userErrors).toEqual([{ field: 'finalReading', code: 'INVALID_INPUT', message: expect.stringContaining(String(row.previousReading)) }]);
    const saved = await staff.graphql(RECORD, { input: { disconnectionId: row.id, finalReading: 3, clockOver: true, comment: 'rolled over' } });
    expect(saved.body.data?.['recordDisconnection']).toEqual({ disconnection: { id: row.id, status: 'DISCONNECTED', finalReading: 3, clockOver: true, comment: 'rolled over' }, userErrors: [] });
    const future = await staff.graphql(RECORD, { input: { disconnectionId: row.id, finalReading: 3, clockOver: true, finalReadingDate: '2999-01-01' } });
    expect((future.body.data?.['recordDisconnection'] as { userErrors: Array<{ code: string }> }).userErrors[0]?.code).toBe('NOT_ALLOWED');
    const reconnected = await staff.graphql(RECONNECT, { input: { disconnectionId: row.id } });
    expect((reconnected.body.data?.['reconnectDisconnection'] as { disconnection: { status: string } }).disconnection.status).toBe('RECONNECTED');
  });

  it('saves without a final reading as 0, and sets and removes an investigation', async () => {
    const [row] = await pending();
    if (!row) throw new Error('no pending order');
    const reason = await staff.graphql(INVESTIGATE, { input: { disconnectionId: row.id, underInvestigation: true, reason: ' ' } });
    expect((reason.body.data?.['setDisconnectionInvestigation'] as { userErrors: Array<{ field: string }> }).userErrors[0]?.field).toBe('reason');
    const on = await staff.graphql(INVESTIGATE, { input: { disconnectionId: row.id, underInvestigation: true, reason: 'Disputed' } });
    expect((on.body.data?.['setDisconnectionInvestigation'] as { disconnection: unknown }).disconnection).toEqual({ id: row.id, underInvestigation: true, investigationReason: 'Disputed' });
    const off = await staff.graphql(INVESTIGATE, { input: { disconnectionId: row.id, underInvestigation: false } });
    expect((off.body.data?.['setDisconnectionInvestigation'] as { disconnection: unknown }).disconnection).toEqual({ id: row.id, underInvestigation: false, investigationReason: null });
    const none = await staff.graphql(RECORD, { input: { disconnectionId: row.id, finalReading: null } });
    expect((none.body.data?.['recordDisconnection'] as { disconnection: { finalReading: number; status: string } }).disconnection).toMatchObject({ finalReading: 0, status: 'DISCONNECTED' });
    const unknown = await staff.graphql(RECORD, { input: { disconnectionId: 'bm9wZQ', finalReading: 1 } });
    expect((unknown.body.data?.['recordDisconnection'] as { userErrors: Array<{ code: string }> }).userErrors[0]?.code).toBe('NOT_FOUND');
  });
});
