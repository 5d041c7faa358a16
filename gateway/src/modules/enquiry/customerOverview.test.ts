import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import { createGateway } from '../../server.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { startForwardingProxy } from '../../testing/forwardingProxy.ts';
import { upstreamSession } from '../../testing/upstreamDirect.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';
import { customerOverviewResolvers } from './customerOverview.ts';

let harness: Harness;
let staff: TestBrowser;
let maria: TestBrowser;
/** The utility API's own session of the employee: expected values straight from the upstream. */
let upstream: <T>(path: string, body: object) => Promise<T>;

/** seed/demoUsers.ts: Maria is customer 1, Andreas (two consumption alerts of his account) customer 3. */
const MARIA_CUSTOMER = 1;
const ANDREAS_CUSTOMER = 3;

beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff);
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  upstream = await upstreamSession(harness.apiUrl, DEMO_LOGINS.staff, DEMO_PASSWORD);
});
afterAll(() => harness.close());


const OVERVIEW = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on Customer {
        overview {
          totals { balance { amount } arrears { amount } accountsInArrears }
          openDebtCases { account { id accountKey } debtCase { caseNumber stage status } }
          openConsumptionAlerts { account { id } alert { kind status meterRef } }
        }
      }
    }
  }
`;

interface Overview {
  totals: { balance: { amount: string }; arrears: { amount: string }; accountsInArrears: number } | null;
  openDebtCases: Array<{ account: { id: string; accountKey: string }; debtCase: { caseNumber: string; stage: string; status: string } }> | null;
  openConsumptionAlerts: Array<{ account: { id: string }; alert: { kind: string; status: string; meterRef: string } }> | null;
}

async function overviewOf(customerId: number): Promise<{ overview: Overview; errors: unknown }> {
  const answer = await staff.graphql(OVERVIEW, { id: toGlobalId('Customer', String(customerId)) });
  return { overview: (answer.body.data?.['node'] as { overview: Overview }).overview, errors: answer.body.errors };
}

interface WorkCase { debtCaseId: number; caseNumber: string; accountId: number; customerId: number }
interface Balance { balance: number; overdueAmount: number }

describe('Customer.overview (the customer 360° header)', () => {
  it('sums balance and arrears over the accounts and lists the open debt cases, a disconnected one first', async () => {
    // A case at the disconnection warning: its order's final reading moves it to DISCONNECTED (utility-api, /Disconnection/Save).
    const warned = (await upstream<{ items: WorkCase[] }>('/DebtCase/GetList', { Stages: ['disconnectionWarning'], Statuses: ['open'] })).items[0];
    if (warned === undefined) throw new Error('the demo data has no open case at the disconnection warning');
    const orders = await upstream<{ items: Array<{ disconnectionId: number; debtCaseId: number; previousReading: number }> }>('/Disconnection/GetList', { Text: warned.caseNumber, Status: 'pending' });
    const order = orders.items.find((item) => item.debtCaseId === warned.debtCaseId);
    if (order === undefined) throw new Error(`no pending disconnection order of ${warned.caseNumber}`);
    expect(await upstream<{ status: number }>('/Disconnection/Save', { DisconnectionId: order.disconnectionId, FinalReading: order.previousReading })).toMatchObject({ status: 0 });

    const accounts = (await upstream<{ items: Array<{ accountId: number }> }>('/Customer/GetAccounts', { CustomerIds: [warned.customerId] })).items;
    const balances = await Promise.all(accounts.map(async (account) => (await upstream<{ item: Balance }>('/Account/GetBalance', { Value: account.accountId })).item));
    const cents = (pick: (balance: Balance) => number) => balances.reduce((sum, balance) => sum + Math.round(pick(balance) * 100), 0);
    const decimal = (value: number) => (value / 100).toFixed(2);

    harness.upstream.reset();
    const { overview, errors } = await overviewOf(warned.customerId);
    expect(errors).toBeUndefined();
    expect(overview.totals).toEqual({
      balance: { amount: decimal(cents((balance) => balance.balance)) },
      arrears: { amount: decimal(cents((balance) => balance.overdueAmount)) },
      accountsInArrears: balances.filter((balance) => balance.overdueAmount > 0).length,
    });
    expect(cents((balance) => balance.overdueAmount)).toBeGreaterThan(0);
    expect(overview.openDebtCases?.[0]).toEqual({
      account: { id: toGlobalId('Account', String(warned.accountId)), accountKey: expect.any(String) },
      debtCase: { caseNumber: warned.caseNumber, stage: 'DISCONNECTED', status: 'OPEN' },
    });
    expect(overview.openDebtCases?.every((item) => item.debtCase.status !== 'CLOSED')).toBe(true);
    // One read of the accounts and one of the overview, whatever the number of accounts: no call per account.
    expect(accounts.length).toBeGreaterThan(0);
    expect(harness.upstream.count('/Customer/GetAccounts')).toBe(1);
    expect(harness.upstream.count('/Customer/GetOverview')).toBe(1);
    for (const perAccount of ['/Account/GetBalance', '/DebtCase/GetItems', '/ConsumptionAlert/GetItems']) expect(harness.upstream.count(perAccount)).toBe(0);
  });

  it("lists the customer's open consumption alerts with their account", async () => {
    const { overview, errors } = await overviewOf(ANDREAS_CUSTOMER);
    expect(errors).toBeUndefined();
    expect(overview.openConsumptionAlerts?.map((item) => item.alert.kind).sort()).toEqual(['HIGH_USAGE', 'LEAK']);
    expect(overview.openConsumptionAlerts?.every((item) => item.alert.status === 'OPEN' && item.account.id.length > 0)).toBe(true);
    expect(overview.openDebtCases).toEqual([]);
  });

  it('when the utility cannot answer the overview, its parts are null with their errors and the rest of the customer still answers', async () => {
    // The overview fails (an envelope refusal, so no retry): each part is null with an error at its path.
    const failing = await startForwardingProxy(harness.apiUrl, {
      answer: (req) => (req.url?.toLowerCase() === '/customer/getoverview' ? { status: 200, body: { status: 1, text: 'The overview is not available' } } : undefined),
    });
    const gateway = createGateway({ ...harness.config, utilityApiUrl: failing.url });
    try {
      const browser = new TestBrowser(gateway.yoga);
      expect((await browser.graphql(LOGIN, { input: { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD } })).body.errors).toBeUndefined();
      const withName = OVERVIEW.replace('... on Customer {', '... on Customer { name');
      const answer = await browser.graphql(withName, { id: toGlobalId('Customer', String(ANDREAS_CUSTOMER)) });
      const customer = answer.body.data?.['node'] as { name: string; overview: Overview };
      expect(customer.overview).toEqual({ totals: null, openDebtCases: null, openConsumptionAlerts: null });
      const paths = (answer.body.errors as Array<{ path?: string[] }> | undefined)?.map((error) => error.path?.join('.')).sort();
      expect(paths).toEqual(['node.overview.openConsumptionAlerts', 'node.overview.openDebtCases', 'node.overview.totals']);
      expect(customer.name.length).toBeGreaterThan(0);
    } finally {
      await gateway.close();
      await failing.close();
    }
  });

  it('is FORBIDDEN to customers, who reach no customer anyway', async () => {
    const viaAccount = `{ viewer { user { selectedAccount { customer { overview { totals { arrears { amount } } } } } } } }`;
    const refused = await maria.graphql(viaAccount);
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect(JSON.stringify(refused.body.data)).not.toContain('arrears');
    expect((await maria.graphql(OVERVIEW, { id: toGlobalId('Customer', String(MARIA_CUSTOMER)) })).body.data).toEqual({ node: null });
    const visitorContext = { session: undefined } as unknown as GatewayContext;
    const overview = (customerOverviewResolvers['Customer'] as Record<string, (parent: object, args: object, ctx: GatewayContext, info: undefined) => Promise<unknown>>)['overview'];
    await expect(overview?.({ customerId: MARIA_CUSTOMER }, {}, visitorContext, undefined)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
