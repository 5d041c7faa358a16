import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../../pdf/pdfInspection.ts';
import { DEMO_CUSTOMER_MOBILE } from '../../seed/demoUsers.ts';
import type { BillItem, PaymentItem } from '../../store/billing.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import type { Transaction } from './ledger.ts';

const en = { 'accept-language': 'en' };

describe('billing calls (README, Billing)', () => {
  let app: FastifyInstance;
  let maria: string;
  let andreas: string;
  let mariasAccount: number;
  let andreasAccount: number;
  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
    andreas = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const items = async (cookie: string) => (await post(app, '/Account/GetItems', {}, { cookie })).body.items as Array<{ accountId: number }>;
    mariasAccount = (await items(maria))[0]?.accountId ?? 0;
    andreasAccount = (await items(andreas))[0]?.accountId ?? 0;
  });
  afterAll(() => app.close());

  const bills = async (cookie: string, AccountId: number, Options?: object) =>
    (await post(app, '/Bill/GetItems', { AccountId, Options }, { cookie, ...en })).body as { status: number; text: string; total: number; items: BillItem[] };

  it('lists 24 monthly bills newest first, paged', async () => {
    const all = await bills(maria, mariasAccount, { PageSize: 100 });
    expect(all.status).toBe(0);
    expect(all.total).toBe(24);
    const issued = all.items.map((bill) => bill.issueDate);
    expect(issued).toEqual([...issued].sort().reverse());
    const latest = all.items[0];
    expect(latest?.invoiceNumber).toMatch(/^\d{15}$/);
    expect(latest?.unit).toBe('m³');
    // The latest bill is for last month: issued on the 1st of this month.
    expect(latest?.issueDate.slice(0, 7)).toBe(new Date().toISOString().slice(0, 7));
    const second = await bills(maria, mariasAccount, { PageSize: 10, Page: 2 });
    expect(second.items).toEqual(all.items.slice(10, 20));
    expect((await post(app, '/Bill/GetItem', { Value: latest?.billId }, { cookie: maria })).body).toEqual({ status: 0, text: '', item: latest });
  });

  it('refuses another customer\'s account and bill with status 1', async () => {
    expect(await bills(maria, andreasAccount)).toEqual({ status: 1, text: 'Account not found' });
    const his = (await bills(andreas, andreasAccount)).items[0];
    expect((await post(app, '/Bill/GetItem', { Value: his?.billId }, { cookie: maria, ...en })).body).toEqual({ status: 1, text: 'Bill not found' });
    const download = await post(app, '/Bill/Download', { Value: his?.billId }, { cookie: maria, ...en });
    expect(download.body).toEqual({ status: 1, text: 'Bill not found' });
    for (const path of ['/Payment/GetItems', '/Statement/GetTransactions']) {
      const answer = await post(app, path, { AccountId: andreasAccount, DateFrom: '2020-01-01', DateTo: '2030-01-01' }, { cookie: maria, ...en });
      expect(answer.body).toEqual({ status: 1, text: 'Account not found' });
    }
    expect((await post(app, '/Account/GetBalance', { Value: andreasAccount }, { cookie: maria, ...en })).body).toEqual({ status: 1, text: 'Account not found' });
    expect((await post(app, '/Bill/GetItems', { AccountId: mariasAccount }, {})).statusCode).toBe(401);
  });

  it('renders a bill as a PDF attachment named by its invoice number', async () => {
    const [latest] = (await bills(maria, mariasAccount)).items;
    const response = await app.inject({ method: 'POST', url: '/Bill/Download', payload: { Value: latest?.billId }, headers: { cookie: maria } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bill-${latest?.invoiceNumber}.pdf"`);
    const pdf = inspectPdf(response.rawPayload);
    expect(pdf.raw.startsWith('%PDF-')).toBe(true);
    const lines = pdf.texts.map((text) => text.glyphs.join(''));
    expect(lines).toContain('Account holder: Maria Georgiou');
    expect(lines).toContain(`Bill ${latest?.invoiceNumber}`);
    expect(pdf.raw.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('answers the statement of a date range with opening, running and closing balances', async () => {
    const all = await bills(maria, mariasAccount, { PageSize: 100 });
    const from = all.items[5]?.issueDate ?? '';
    const to = all.items[2]?.issueDate ?? '';
    const statement = (await post(app, '/Statement/GetTransactions', { AccountId: mariasAccount, DateFrom: from, DateTo: to }, { cookie: maria, ...en })).body as {
      status: number; openingBalance: number; closingBalance: number; total: number; items: Transaction[];
    };
    expect(statement.status).toBe(0);
    expect(statement.items.length).toBe(statement.total);
    for (const line of statement.items) expect(line.date >= from && line.date <= to).toBe(true);
    expect(statement.items.filter((line) => line.type === 'bill').map((line) => line.date)).toEqual([5, 4, 3, 2].map((i) => all.items[i]?.issueDate));
    let balance = statement.openingBalance;
    for (const line of statement.items) {
      balance = Math.round((balance + line.debit - line.credit) * 100) / 100;
      expect(line.balance).toBe(balance);
    }
    expect(statement.closingBalance).toBe(balance);
    expect(statement.items[0]).toMatchObject({ type: 'bill', description: `Bill ${all.items[5]?.invoiceNumber}` });

    const page = (await post(app, '/Statement/GetTransactions', { AccountId: mariasAccount, DateFrom: from, DateTo: to, Options: { PageSize: 2, Page: 2 } }, { cookie: maria, ...en })).body;
    expect(page.items).toEqual(statement.items.slice(2, 4));
  });

  it('refuses a range that ends before it starts, and malformed dates', async () => {
    const reversed = await post(app, '/Statement/GetTransactions', { AccountId: mariasAccount, DateFrom: '2026-02-01', DateTo: '2026-01-01' }, { cookie: maria, ...en });
    expect(reversed.body).toEqual({ status: 1, text: 'DateFrom must not be after DateTo' });
    const malformed = await post(app, '/Statement/GetTransactions', { AccountId: mariasAccount, DateFrom: '01/02/2026', DateTo: '2026-03-01' }, { cookie: maria });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.status).toBe(2);
  });

  it('answers the balance with the overdue part, and payment records Completed and Pending', async () => {
    const balance = (await post(app, '/Account/GetBalance', { Value: mariasAccount }, { cookie: maria })).body.item as Record<string, unknown>;
    const open = (await bills(maria, mariasAccount, { PageSize: 100 })).items.filter((bill) => bill.status !== 'paid');
    const owed = open.reduce((sum, bill) => sum + bill.amount - bill.paidAmount, 0);
    expect(balance.amountDue).toBeCloseTo(owed, 2);
    expect(balance.dueDate).toBe(open[0]?.dueDate);
    expect(balance.overdueAmount).toBeGreaterThan(0);

    const payments = (await post(app, '/Payment/GetItems', { AccountId: mariasAccount, Options: { PageSize: 100 } }, { cookie: maria })).body as { total: number; items: PaymentItem[] };
    expect(payments.total).toBe(payments.items.length);
    expect(new Set(payments.items.map((payment) => payment.status))).toEqual(new Set(['Completed', 'Pending']));
    expect(payments.items[0]?.status).toBe('Pending');
    for (const payment of payments.items) expect(payment.reference).toMatch(/^RCP\d{10}$/);
  });
});
