import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { upstreamSession } from '../../testing/upstreamDirect.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, startHarness, type Harness } from '../../testing/harness.ts';
import type { UpstreamDebtCase, UpstreamDeposit, UpstreamPaymentAgreement } from './api.ts';
import { customerTabsResolvers } from './customerTabs.ts';
import { accountFinanceResolvers } from './resolvers.ts';

let harness: Harness;
let staff: TestBrowser;
let maria: TestBrowser;
/** The utility API's own session of the employee, to read expected rows straight from the upstream. */
let upstream: <T>(path: string, body: object) => Promise<T>;

/** seed/demoUsers.ts writes Maria's customer first. */
const MARIA_CUSTOMER = 1;
/** How the guard test calls each field's resolver directly, outside an operation. */
type FieldResolver = (parent: object, args: object, context: GatewayContext, info: undefined) => Promise<unknown>;

beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff);
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  upstream = await upstreamSession(harness.apiUrl, DEMO_LOGINS.staff, DEMO_PASSWORD);
});
afterAll(() => harness.close());


const FIRST_IDS = Array.from({ length: 100 }, (_, index) => index + 1);

const ACCOUNT_TABS = /* GraphQL */ `
  query ($id: ID!) {
    node(id: $id) {
      ... on Account {
        deposits(first: 5) { totalCount edges { node { reference receivedOn kind status settledOn amount { amount currencySymbol } } } }
        debtCases(first: 5) {
          totalCount
          edges { node { id caseNumber openedOn stage status debtAmount { amount } balance { amount } lastAction lastActionOn closedOn } }
        }
        paymentAgreements(first: 5) {
          totalCount
          edges { node { id reference startDate instalmentCount paidInstalmentCount instalmentAmount { amount } totalAmount { amount } status bankName maskedIban debtCase { id caseNumber } } }
        }
      }
    }
  }
`;

const enumOf = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

describe('Account.deposits, debtCases and paymentAgreements', () => {
  it('answers employees the account\'s rows as the upstream has them, with the agreement\'s case', async () => {
    const agreements = (await upstream<{ items: UpstreamPaymentAgreement[] }>('/PaymentAgreement/GetItems', { Ids: FIRST_IDS })).items;
    const agreement = agreements.find((item) => item.debtCaseId !== null);
    if (agreement === undefined || agreement.debtCaseId === null) throw new Error('no agreement of a debt case among the first 100');
    const [debtCase] = (await upstream<{ items: UpstreamDebtCase[] }>('/DebtCase/GetItems', { Ids: [agreement.debtCaseId] })).items;
    const deposits = await upstream<{ total: number; items: UpstreamDeposit[] }>('/Deposit/GetItems', { AccountId: agreement.accountId });

    harness.upstream.reset();
    const answer = await staff.graphql(ACCOUNT_TABS, { id: toGlobalId('Account', String(agreement.accountId)) });
    expect(answer.body.errors).toBeUndefined();
    const account = answer.body.data?.['node'] as {
      deposits: { totalCount: number; edges: Array<{ node: Record<string, unknown> }> };
      debtCases: { totalCount: number; edges: Array<{ node: Record<string, unknown> }> };
      paymentAgreements: { totalCount: number; edges: Array<{ node: Record<string, unknown> }> };
    };
    expect(account.deposits.totalCount).toBe(deposits.total);
    const deposit = deposits.items[0];
    if (deposit !== undefined) {
      expect(account.deposits.edges[0]?.node).toEqual({
        reference: deposit.reference,
        receivedOn: deposit.receivedOn,
        kind: enumOf(deposit.kind),
        status: enumOf(deposit.status),
        settledOn: deposit.settledOn,
        amount: { amount: deposit.amount.toFixed(2), currencySymbol: '€' },
      });
    }
    const caseId = toGlobalId('DebtCase', String(debtCase?.debtCaseId));
    expect(account.debtCases.edges.map((edge) => edge.node)).toContainEqual({
      id: caseId,
      caseNumber: debtCase?.caseNumber,
      openedOn: debtCase?.openedOn,
      stage: enumOf(debtCase?.stage ?? ''),
      status: enumOf(debtCase?.status ?? ''),
      debtAmount: { amount: debtCase?.debtAmount.toFixed(2) },
      balance: { amount: debtCase?.balance.toFixed(2) },
      lastAction: enumOf(debtCase?.lastAction ?? ''),
      lastActionOn: debtCase?.lastActionOn,
      closedOn: debtCase?.closedOn,
    });
    const shown = account.paymentAgreements.edges.map((edge) => edge.node).find((node) => node['reference'] === agreement.reference);
    expect(shown).toEqual({
      id: toGlobalId('PaymentAgreement', String(agreement.paymentAgreementId)),
      reference: agreement.reference,
      startDate: agreement.startDate,
      instalmentCount: agreement.instalments,
      paidInstalmentCount: agreement.paidInstalments,
      instalmentAmount: { amount: agreement.instalmentAmount.toFixed(2) },
      totalAmount: { amount: (agreement.instalmentAmount * agreement.instalments).toFixed(2) },
      status: enumOf(agreement.status),
      bankName: agreement.bankName,
      maskedIban: agreement.iban,
      debtCase: { id: caseId, caseNumber: debtCase?.caseNumber },
    });
    // One call per list, and the agreements' cases in one batch.
    expect(harness.upstream.count('/DebtCase/GetItems')).toBe(2);
    expect(harness.upstream.count('/PaymentAgreement/GetItems')).toBe(1);
    expect(harness.upstream.count('/Deposit/GetItems')).toBe(1);

    const node = await staff.graphql('query ($id: ID!) { node(id: $id) { id ... on DebtCase { caseNumber } } }', { id: caseId });
    expect(node.body.data).toEqual({ node: { id: caseId, caseNumber: debtCase?.caseNumber } });
    expect((await maria.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: caseId })).body.data).toEqual({ node: null });
    expect((await harness.browser().graphql('query ($id: ID!) { node(id: $id) { id } }', { id: caseId })).body.data).toEqual({ node: null });
  });

  it('refuses customers with FORBIDDEN, even on their own account', async () => {
    for (const field of ['deposits', 'debtCases', 'paymentAgreements']) {
      const answer = await maria.graphql(`{ viewer { user { selectedAccount { ${field}(first: 1) { totalCount } } } } }`);
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    }
  });
});

describe('the customer screens\' account fields, read by employees for any account', () => {
  it('answers bills, statement, balance and meter readings of another customer\'s account', async () => {
    const own = await maria.graphql(`{ viewer { user { selectedAccount { id } } } }`);
    const accountId = (own.body.data as { viewer: { user: { selectedAccount: { id: string } } } }).viewer.user.selectedAccount.id;
    const answer = await staff.graphql(
      `query ($id: ID!) { node(id: $id) { ... on Account {
        bills(first: 2) { totalCount edges { node { invoiceNumber pdfUrl } } }
        transactions(from: "2000-01-01", to: "2100-12-31", first: 30) { totalCount edges { node { type } } pageInfo { hasNextPage } }
        balance { amountDue { amount } }
        meters(first: 5) { edges { node { meterRef readings(first: 20) { totalCount edges { node { clockedOver } } } } } }
      } } }`,
      { id: accountId },
    );
    expect(answer.body.errors).toBeUndefined();
    const account = answer.body.data?.['node'] as {
      bills: { totalCount: number };
      transactions: { totalCount: number; pageInfo: { hasNextPage: boolean } };
      meters: { edges: Array<{ node: { readings: { totalCount: number; edges: Array<{ node: { clockedOver: boolean } }> } } }> };
    };
    expect(account.bills.totalCount).toBe(24);
    expect(account.transactions.totalCount).toBeGreaterThan(30);
    expect(account.transactions.pageInfo.hasNextPage).toBe(true);
    // Maria's main meter clocked over (utility-api seed/readings.ts).
    const readings = account.meters.edges.flatMap((edge) => edge.node.readings.edges.map((reading) => reading.node));
    expect(readings.some((reading) => reading.clockedOver)).toBe(true);
  });
});

describe('Customer.applications and applicationMessages', () => {
  const CUSTOMER_TABS = /* GraphQL */ `
    query ($id: ID!) {
      node(id: $id) {
        ... on Customer {
          applications(first: 10) { totalCount edges { node { id portalApplicationId name } } }
          applicationMessages { totalCount edges { node { id preview portalApplicationId date } } pageInfo { hasNextPage } }
        }
      }
    }
  `;

  it('answers employees the customer\'s applications and their messages, newest first', async () => {
    const applications = await upstream<{ total: number }>('/Application/GetItems', { CustomerId: MARIA_CUSTOMER });
    const messages = await upstream<{ total: number }>('/ApplicationMessage/GetItemsOfCustomer', { CustomerId: MARIA_CUSTOMER });
    const answer = await staff.graphql(CUSTOMER_TABS, { id: toGlobalId('Customer', String(MARIA_CUSTOMER)) });
    expect(answer.body.errors).toBeUndefined();
    const customer = answer.body.data?.['node'] as {
      applications: { totalCount: number; edges: Array<{ node: { portalApplicationId: number } }> };
      applicationMessages: { totalCount: number; edges: Array<{ node: { date: string; portalApplicationId: number } }>; pageInfo: { hasNextPage: boolean } };
    };
    expect(applications.total).toBeGreaterThan(0);
    expect(customer.applications.totalCount).toBe(applications.total);
    expect(customer.applicationMessages.totalCount).toBe(messages.total);
    // 002 §9: five messages per page.
    expect(customer.applicationMessages.edges).toHaveLength(5);
    expect(customer.applicationMessages.pageInfo.hasNextPage).toBe(true);
    const dates = customer.applicationMessages.edges.map((edge) => edge.node.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set(customer.applications.edges.map((edge) => edge.node.portalApplicationId));
    expect(customer.applicationMessages.edges.every((edge) => ids.has(edge.node.portalApplicationId))).toBe(true);
  });

  it('is FORBIDDEN to customers; visitors reach no customer, and the fields refuse them as UNAUTHENTICATED', async () => {
    const viaAccount = `{ viewer { user { selectedAccount { customer { applications(first: 1) { totalCount } } } } } }`;
    const customerAnswer = await maria.graphql(viaAccount);
    expect(customerAnswer.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await maria.graphql(CUSTOMER_TABS, { id: toGlobalId('Customer', String(MARIA_CUSTOMER)) })).body.data).toEqual({ node: null });
    const visitor = await harness.browser().graphql(CUSTOMER_TABS, { id: toGlobalId('Customer', String(MARIA_CUSTOMER)) });
    expect(visitor.body.data).toEqual({ node: null });
    // No query lets a visitor reach an Account or Customer; the guards still refuse one.
    const visitorContext = { session: undefined } as unknown as GatewayContext;
    const fields = [
      ...Object.values(accountFinanceResolvers['Account'] as Record<string, FieldResolver>),
      ...Object.values(customerTabsResolvers['Customer'] as Record<string, FieldResolver>),
    ];
    for (const field of fields) {
      await expect(field({ accountId: 1, customerId: 1 }, {}, visitorContext, undefined)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});
