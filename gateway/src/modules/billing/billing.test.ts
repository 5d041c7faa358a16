import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let server: Server;
/** The harness gateway over HTTP, for `/files/` downloads (they are not GraphQL). */
let gatewayUrl: string;
let maria: TestBrowser;
let andreas: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  server = createServer(harness.gateway.requestListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  andreas = await harness.signedIn(DEMO_LOGINS.mobile);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await harness.close();
});

interface Money { amount: string; currencySymbol: string; formatted: string }
interface Bill { id: string; invoiceNumber: string; issueDate: string; amount: Money; status: string; pdfUrl: string }

const FINANCIAL = /* GraphQL */ `
  query Financial($from: Date!, $to: Date!) {
    viewer { user { selectedAccount {
      accountKey
      balance { amountDue { amount currencySymbol formatted } overdueAmount { amount } isOverdue dueDate }
      latestBill { id invoiceNumber pdfUrl }
      bills(first: 10) { totalCount edges { node { id invoiceNumber issueDate periodFrom periodTo dueDate amount { amount } status pdfUrl } } pageInfo { hasNextPage endCursor } }
      transactions(from: $from, to: $to, first: 20) {
        totalCount openingBalance { amount } closingBalance { amount }
        edges { node { date type description debit { amount } credit { amount } balance { amount } } }
      }
      paymentRecords(first: 10) { totalCount edges { node { date amount { amount } method reference status invoiceNumber } } }
    } } }
  }
`;

type Account = {
  accountKey: string;
  balance: { amountDue: Money; overdueAmount: { amount: string }; isOverdue: boolean; dueDate: string | null };
  latestBill: { id: string; invoiceNumber: string; pdfUrl: string } | null;
  bills: { totalCount: number; edges: Array<{ node: Bill & { periodFrom: string; periodTo: string; dueDate: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
  transactions: { totalCount: number; openingBalance: { amount: string }; closingBalance: { amount: string }; edges: Array<{ node: { date: string; type: string; balance: { amount: string } } }> };
  paymentRecords: { totalCount: number; edges: Array<{ node: { status: string; method: string; reference: string; invoiceNumber: string } }> };
};

async function financial(browser: TestBrowser, from: string, to: string) {
  const answer = await browser.graphql(FINANCIAL, { from, to });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { viewer: { user: { selectedAccount: Account } } }).viewer.user.selectedAccount;
}

const year = new Date().getUTCFullYear();
const wholeRange = { from: `${year - 3}-01-01`, to: `${year + 1}-12-31` };

describe('financial screen query', () => {
  it('answers balance, bills, latest bill, statement and payments in one request with one upstream call each', async () => {
    harness.upstream.reset();
    const account = await financial(maria, wholeRange.from, wholeRange.to);
    expect(account.bills.totalCount).toBe(24);
    expect(account.bills.edges).toHaveLength(10);
    expect(account.bills.pageInfo.hasNextPage).toBe(true);
    const [newest] = account.bills.edges;
    expect(account.latestBill).toEqual({ id: newest?.node.id, invoiceNumber: newest?.node.invoiceNumber, pdfUrl: newest?.node.pdfUrl });
    expect(newest?.node.invoiceNumber).toMatch(/^\d{15}$/);
    expect(newest?.node.amount.amount).toMatch(/^\d+\.\d{2}$/);
    expect(newest?.node.pdfUrl).toBe(`/files/bill/${newest?.node.id}`);
    expect(account.balance.amountDue.currencySymbol).toBe('€');
    expect(account.balance.amountDue.formatted).toMatch(/^\d+[.,]\d{2} €$/);
    expect(account.balance.isOverdue).toBe(true);
    expect(Number(account.balance.overdueAmount.amount)).toBeGreaterThan(0);
    expect(account.transactions.totalCount).toBeGreaterThan(24);
    expect(account.transactions.openingBalance.amount).toBe('0.00');
    // The range holds every line, so it closes on the account balance.
    expect(account.transactions.closingBalance.amount).toBe(account.balance.amountDue.amount);
    // Maria's newest bill is open and the one two before it has a pending payment (utility-api seed/billing.ts).
    expect(account.paymentRecords.edges[0]?.node).toMatchObject({ status: 'PENDING', invoiceNumber: account.bills.edges[2]?.node.invoiceNumber });
    expect(new Set(account.paymentRecords.edges.map((edge) => edge.node.status))).toEqual(new Set(['PENDING', 'COMPLETED']));

    // The bills' first page serves latestBill too: one /Bill/GetItems call for both.
    for (const path of ['/Account/GetItem', '/Account/GetBalance', '/Bill/GetItems', '/Statement/GetTransactions', '/Payment/GetItems']) {
      expect(harness.upstream.count(path)).toBe(1);
    }
  });

  it('pages bills with the cursor and filters the statement by the range', async () => {
    const first = await financial(maria, wholeRange.from, wholeRange.to);
    const answer = await maria.graphql(
      `query ($after: String) { viewer { user { selectedAccount { bills(first: 20, after: $after) { edges { node { id } } pageInfo { hasNextPage } } } } } }`,
      { after: first.bills.pageInfo.endCursor },
    );
    const rest = (answer.body.data as { viewer: { user: { selectedAccount: { bills: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } } } } }).viewer.user.selectedAccount.bills;
    expect(rest.edges).toHaveLength(14);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const newest = first.bills.edges[0]?.node;
    const month = await financial(maria, newest?.issueDate ?? '', newest?.issueDate ?? '');
    expect(month.transactions.edges.map((edge) => edge.node.type)).toEqual(['BILL']);
    expect(Number(month.transactions.openingBalance.amount)).toBeGreaterThanOrEqual(0);
  });

  it('refuses a range that ends before it starts, and a malformed date', async () => {
    const reversed = await maria.graphql(FINANCIAL, { from: '2026-03-01', to: '2026-02-01' });
    expect(reversed.body.errors?.[0]).toMatchObject({ message: '`to` must not be before `from`.', extensions: { code: 'BAD_USER_INPUT' } });
    const malformed = await maria.graphql(FINANCIAL, { from: '2026-02-30', to: '2026-03-01' });
    expect(malformed.body.errors?.[0]?.message).toMatch(/Date must be a calendar day written YYYY-MM-DD/);
  });
});

describe('Bill nodes and PDFs', () => {
  const NODE = 'query ($id: ID!) { node(id: $id) { id ... on Bill { invoiceNumber account { accountKey } } } }';

  it('lets the owner and employees refetch a bill by global id, and hides it from another customer', async () => {
    const his = await financial(andreas, wholeRange.from, wholeRange.to);
    const billId = his.latestBill?.id ?? '';
    const own = await andreas.graphql(NODE, { id: billId });
    expect(own.body.data?.['node']).toEqual({ id: billId, invoiceNumber: his.latestBill?.invoiceNumber, account: { accountKey: his.accountKey } });
    expect((await maria.graphql(NODE, { id: billId })).body).toEqual({ data: { node: null } });
    expect((await harness.browser().graphql(NODE, { id: billId })).body).toEqual({ data: { node: null } });
    // Employees read any account's bills (the statements tab of the customer 360° view).
    const staff = await harness.signedIn(DEMO_LOGINS.staff);
    expect((await staff.graphql(NODE, { id: billId })).body).toEqual(own.body);
  });

  it('writes the consumption unit in the reader\'s language (002 §9 labels, Arabic م³)', async () => {
    const his = await financial(andreas, wholeRange.from, wholeRange.to);
    const unitIn = async (language: string) => {
      const reader = await harness.signedIn(DEMO_LOGINS.mobile);
      reader.cookies.set('lang', language);
      const answer = await reader.graphql('query ($id: ID!) { node(id: $id) { ... on Bill { consumptionUnit } } }', { id: his.latestBill?.id });
      return (answer.body.data as { node: { consumptionUnit: string } }).node.consumptionUnit;
    };
    expect([await unitIn('en'), await unitIn('ar'), await unitIn('ru')]).toEqual(['m³', 'م³', 'м³']);
  });

  it('downloads the PDF for the owner and employees; 404 for another customer and for visitors', async () => {
    const mine = await financial(maria, wholeRange.from, wholeRange.to);
    const url = `${gatewayUrl}${mine.latestBill?.pdfUrl}`;
    const pdf = await fetch(url, { headers: { cookie: maria.cookieHeader() } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="bill-${mine.latestBill?.invoiceNumber}.pdf"`);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    expect((await fetch(url, { headers: { cookie: andreas.cookieHeader() } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    const staff = await harness.signedIn(DEMO_LOGINS.staff);
    expect((await fetch(url, { headers: { cookie: staff.cookieHeader() } })).headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${gatewayUrl}/files/bill/not-a-bill`, { headers: { cookie: maria.cookieHeader() } })).status).toBe(404);
  });
});
