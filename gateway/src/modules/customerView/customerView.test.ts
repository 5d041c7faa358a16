import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../../schema/index.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { probeOf } from '../../testing/rootFieldProbe.ts';
import { MUTATIONS_WHILE_VIEWING } from './viewOnly.ts';

const START = /* GraphQL */ `
  mutation ($customerId: ID!, $reason: String!) {
    startCustomerView(input: { customerId: $customerId, reason: $reason }) {
      viewer { viewingAs { customerName employeeName expiresAt } user { name role } }
      userErrors { code message field }
    }
  }
`;
const END = 'mutation { endCustomerView { viewer { viewingAs { customerName } user { role } } userErrors { code } } }';
const VIEWER = '{ viewer { viewingAs { customerName employeeName expiresAt } user { name role } } }';
const AUDIT = '{ viewer { user { viewAuditEntries(first: 100) { employeeName reason startedAt expiresAt endedAt } } } }';

let now = Date.parse('2026-03-01T08:00:00Z');
let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;
let mariaCustomer: string;
beforeAll(async () => {
  harness = await startHarness({}, { now: () => now });
  [staff, field, maria] = await Promise.all([
    harness.signedIn(DEMO_LOGINS.staff),
    harness.signedIn(DEMO_LOGINS.field),
    harness.signedIn(DEMO_LOGINS.maria),
  ]);
  const found = await staff.graphql('{ enquirySearch(filter: { email: "maria@demo.test" }, first: 1) { edges { node { customer { id } } } } }');
  const edges = (found.body.data?.['enquirySearch'] as { edges: Array<{ node: { customer: { id: string } } }> }).edges;
  mariaCustomer = edges[0]?.node.customer.id ?? '';
});
afterAll(() => harness.close());

const start = (browser: TestBrowser, reason = 'Asked on the phone about a bill') => browser.graphql(START, { customerId: mariaCustomer, reason });
const viewingAs = async (browser: TestBrowser) => (await browser.graphql(VIEWER)).body.data?.['viewer'] as {
  viewingAs: { customerName: string; employeeName: string; expiresAt: string } | null;
  user: { name: string; role: string } | null;
};

describe('staff views of a customer portal', () => {
  it('opens only for employees with the flag and a reason', async () => {
    expect((await start(field)).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await start(maria)).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const blank = (await start(staff, '  ')).body.data?.['startCustomerView'] as { userErrors: Array<{ code: string; field: string }> };
    expect(blank.userErrors).toMatchObject([{ code: 'INVALID_INPUT', field: 'reason' }]);
    expect((await viewingAs(staff)).viewingAs).toBeNull();
  });

  it('acts as the customer and refuses every mutation but ending the view, before any resolver asks the utility', async () => {
    const started = (await start(staff)).body.data?.['startCustomerView'] as { userErrors: unknown[] };
    expect(started.userErrors).toEqual([]);
    const viewer = await viewingAs(staff);
    expect(viewer.user).toMatchObject({ name: 'Maria Georgiou', role: 'CUSTOMER' });
    expect(viewer.viewingAs).toMatchObject({ customerName: 'Maria Georgiou', employeeName: 'Katerina Ioannou' });

    const mutations = Object.values(createSchema().getMutationType()?.getFields() ?? {}).filter((field_) => !MUTATIONS_WHILE_VIEWING.has(field_.name));
    expect(mutations.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const mutation of mutations) {
      const { query, variables } = probeOf('mutation', mutation);
      harness.upstream.reset();
      const answer = await staff.graphql(query, variables);
      const codes = (answer.body.errors ?? []).map((error) => error.extensions?.['code']);
      // A file upload without its file stops at variable coercion, before execution: nothing runs either.
      const uploadProbe = codes.length === 1 && /of required type "File!" was not provided/.test(answer.body.errors?.[0]?.message ?? '');
      if ((codes.join() !== 'VIEW_ONLY' && !uploadProbe) || answer.body.data?.[mutation.name] != null) answered.push(`${mutation.name}: ${JSON.stringify(answer.body).slice(0, 160)}`);
      else expect(harness.upstream.calls(), mutation.name).toEqual([]);
    }
    expect(answered).toEqual([]);
    // Still the same view afterwards.
    expect((await viewingAs(staff)).viewingAs).not.toBeNull();

    const ended = (await staff.graphql(END)).body.data?.['endCustomerView'];
    expect(ended).toEqual({ viewer: { viewingAs: null, user: { role: 'EMPLOYEE' } }, userErrors: [] });
  });

  it('ends by itself at its expiry, decided on each request', async () => {
    await start(staff);
    const { viewingAs: view } = await viewingAs(staff);
    const expiresAt = Date.parse(view?.expiresAt ?? '');
    now = expiresAt - 1000;
    expect((await viewingAs(staff)).user?.role).toBe('CUSTOMER');
    now = expiresAt;
    expect(await viewingAs(staff)).toMatchObject({ viewingAs: null, user: { role: 'EMPLOYEE', name: 'Katerina Ioannou' } });
    now = Date.parse('2026-03-01T08:00:00Z');
  });

  it('lists the views to the customer alone', async () => {
    const entries = ((await maria.graphql(AUDIT)).body.data?.['viewer'] as { user: { viewAuditEntries: Array<Record<string, unknown>> } }).user.viewAuditEntries;
    expect(entries.length, JSON.stringify(entries)).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toMatchObject({ employeeName: 'Katerina Ioannou', reason: 'Asked on the phone about a bill' });
    expect(entries.some((entry) => entry['endedAt'] !== null)).toBe(true);
    const forStaff = (await staff.graphql(AUDIT)).body.data?.['viewer'] as { user: { viewAuditEntries: unknown[] } };
    expect(forStaff.user.viewAuditEntries).toEqual([]);
  });

  it('signing out during a view ends the view, which the audit records, and signs the employee out', async () => {
    const other = await harness.signedIn(DEMO_LOGINS.staff);
    await start(other, 'Signed out while viewing');
    expect((await other.graphql('mutation { logout { userErrors { code } } }')).body.errors).toBeUndefined();
    expect((await viewingAs(other)).user).toBeNull();
    const entries = ((await maria.graphql(AUDIT)).body.data?.['viewer'] as { user: { viewAuditEntries: Array<Record<string, unknown>> } }).user.viewAuditEntries;
    expect(entries[0]).toMatchObject({ reason: 'Signed out while viewing' });
    expect(entries[0]?.['endedAt']).not.toBeNull();
  });
});
