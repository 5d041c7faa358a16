import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtCaseItem, DepositItem, PaymentAgreementItem } from '../../store/accountFinance.ts';
import type { BillItem } from '../../store/billing.ts';
import type { MeterItem, ReadingItem } from '../../store/readings.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let staff: string;
let maria: string;
let andreas: string;
let mariaAccount: number;

/** seed/demoUsers.ts writes Maria's customer first. */
const MARIA_CUSTOMER = 1;

interface Page<T> {
  status: number;
  total: number;
  items: T[];
}

const list = async <T>(path: string, body: object, cookie = staff) =>
  (await post(app, path, body, { cookie, 'accept-language': 'en' })).body as unknown as Page<T>;

beforeAll(async () => {
  app = await buildTestApi();
  [staff, maria, andreas] = await Promise.all([signIn(app, 'staff@demo.test'), signIn(app, 'maria@demo.test'), signIn(app, '99123456')]);
  mariaAccount = (await list<{ accountId: number }>('/Account/GetItems', {}, maria)).items[0]?.accountId ?? 0;
});
afterAll(() => app.close());

/** The first rows of a list by id: every seed writes some, and `Ids` finds them without knowing their accounts. */
async function firstRows<T>(path: string): Promise<T[]> {
  return (await list<T>(path, { Ids: Array.from({ length: 100 }, (_, index) => index + 1) })).items;
}

describe('deposits, debt cases and payment agreements', () => {
  it('answers an account\'s rows newest first, paged, to employees only', async () => {
    const [first] = await firstRows<DepositItem>('/Deposit/GetItems');
    if (first === undefined) throw new Error('the seed wrote no deposit');
    expect(first).toMatchObject({ reference: expect.stringMatching(/^DP-\d{6}$/), status: expect.stringMatching(/^(held|refunded|applied)$/) });
    expect(Math.round(first.amount * 100)).toBe(first.amount * 100);
    const page = await list<DepositItem>('/Deposit/GetItems', { AccountId: first.accountId });
    expect(page).toMatchObject({ status: 0, total: expect.any(Number) });
    expect(page.items).toContainEqual(first);

    const unknown = await list('/Deposit/GetItems', { AccountId: 99_999_999 });
    expect(unknown).toMatchObject({ status: 1, text: 'Account not found' });
    for (const path of ['/Deposit/GetItems', '/DebtCase/GetItems', '/PaymentAgreement/GetItems']) {
      const customer = await post(app, path, { AccountId: mariaAccount }, { cookie: maria });
      expect(customer.statusCode).toBe(403);
      expect(customer.body.status).toBe(4);
      const visitor = await post(app, path, { AccountId: mariaAccount });
      expect([visitor.statusCode, visitor.body.status]).toEqual([401, 3]);
      const neither = await post(app, path, { Options: { PageSize: 5 } }, { cookie: staff });
      expect([neither.statusCode, neither.body.status]).toEqual([400, 2]);
    }
  });

  it('opens a case for what an account\'s past-due bills still owe, and links its agreement', async () => {
    const cases = await firstRows<DebtCaseItem>('/DebtCase/GetItems');
    const live = cases.find((item) => item.status !== 'closed');
    const closed = cases.find((item) => item.status === 'closed');
    if (live === undefined || closed === undefined) throw new Error('the seed wrote no open and closed cases among the first 100');
    expect(closed).toMatchObject({ balance: 0, closedOn: expect.any(String) });
    expect(live).toMatchObject({ caseNumber: expect.stringMatching(/^DM-\d{6}$/), closedOn: null, balance: live.debtAmount });

    const bills = (await list<BillItem>('/Bill/GetItems', { AccountId: live.accountId, Options: { PageSize: 100 } })).items;
    const pastDue = bills.slice(1).filter((bill) => bill.status !== 'paid');
    const owed = pastDue.reduce((sum, bill) => sum + Math.round((bill.amount - bill.paidAmount) * 100), 0);
    expect(Math.round(live.debtAmount * 100)).toBe(owed);
    expect(pastDue.filter((bill) => bill.paidAmount === 0).length).toBeGreaterThanOrEqual(2);

    const agreements = await firstRows<PaymentAgreementItem>('/PaymentAgreement/GetItems');
    const agreement = agreements.find((item) => item.debtCaseId !== null);
    if (agreement === undefined) throw new Error('no agreement of a case among the first 100');
    expect(agreement.reference).toMatch(/^PA-\d{6}$/);
    expect(agreement.iban === null || /^CY\d{2} \*{4} \d{4}$/.test(agreement.iban)).toBe(true);
    const [ofCase] = (await list<DebtCaseItem>('/DebtCase/GetItems', { Ids: [agreement.debtCaseId] })).items;
    expect(ofCase?.accountId).toBe(agreement.accountId);
    if (agreement.status === 'completed') expect(agreement.paidInstalments).toBe(agreement.instalments);
    const ofAccount = await list<PaymentAgreementItem>('/PaymentAgreement/GetItems', { AccountId: agreement.accountId });
    expect(ofAccount.items).toContainEqual(agreement);
  });

  it('answers rows by id in the order asked, unknown ids left out, unpaged', async () => {
    const [a, b] = await firstRows<DebtCaseItem>('/DebtCase/GetItems');
    const answer = await list<DebtCaseItem>('/DebtCase/GetItems', { Ids: [b?.debtCaseId, 99_999_999, a?.debtCaseId] });
    expect(answer.items.map((item) => item.debtCaseId)).toEqual([b?.debtCaseId, a?.debtCaseId]);
    expect(answer.total).toBe(2);
  });
});

describe('/ApplicationMessage/GetItemsOfCustomer', () => {
  it('lists the messages of all the customer\'s applications newest first, for employees only', async () => {
    const applications = (await list<{ portalApplicationId: number }>('/Application/GetItems', { Options: { PageSize: 100 } }, maria)).items;
    let expected = 0;
    for (const application of applications) {
      expected += (await list('/ApplicationMessage/GetItems', { PortalApplicationId: application.portalApplicationId }, maria)).total;
    }
    expect(expected).toBeGreaterThan(5);
    const first = await list<{ date: string; portalApplicationId: number }>('/ApplicationMessage/GetItemsOfCustomer', { CustomerId: MARIA_CUSTOMER });
    expect(first.total).toBe(expected);
    expect(first.items).toHaveLength(5);
    const dates = first.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set(applications.map((application) => application.portalApplicationId));
    expect(first.items.every((item) => ids.has(item.portalApplicationId))).toBe(true);

    expect(await list('/ApplicationMessage/GetItemsOfCustomer', { CustomerId: 99_999_999 })).toMatchObject({ status: 1, text: 'Customer not found' });
    const customer = await post(app, '/ApplicationMessage/GetItemsOfCustomer', { CustomerId: MARIA_CUSTOMER }, { cookie: maria });
    expect([customer.statusCode, customer.body.status]).toEqual([403, 4]);
  });
});

describe('employees read any account\'s bills, statement, balance and readings; customers only their own', () => {
  it('bills, PDF, statement and balance', async () => {
    const bills = await list<BillItem>('/Bill/GetItems', { AccountId: mariaAccount });
    expect(bills).toMatchObject({ status: 0, total: 24 });
    const billId = bills.items[0]?.billId;
    expect((await post(app, '/Bill/GetItem', { Value: billId }, { cookie: staff })).body).toMatchObject({ status: 0, item: { billId } });
    const pdf = await app.inject({ method: 'POST', url: '/Bill/Download', payload: { Value: billId }, headers: { cookie: staff } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const statement = await post(app, '/Statement/GetTransactions', { AccountId: mariaAccount, DateFrom: '2000-01-01', DateTo: '2100-01-01' }, { cookie: staff });
    expect(statement.body).toMatchObject({ status: 0, total: expect.any(Number) });
    expect((await post(app, '/Account/GetBalance', { Value: mariaAccount }, { cookie: staff })).body.status).toBe(0);

    expect((await list('/Bill/GetItems', { AccountId: mariaAccount }, andreas)).status).toBe(1);
    expect((await post(app, '/Bill/GetItem', { Value: billId }, { cookie: andreas })).body.status).toBe(1);
    const refused = await app.inject({ method: 'POST', url: '/Bill/Download', payload: { Value: billId }, headers: { cookie: andreas } });
    expect(refused.json()).toMatchObject({ status: 1 });
    expect((await post(app, '/Statement/GetTransactions', { AccountId: mariaAccount, DateFrom: '2000-01-01', DateTo: '2100-01-01' }, { cookie: andreas })).body.status).toBe(1);
    expect((await post(app, '/Account/GetBalance', { Value: mariaAccount }, { cookie: andreas })).body.status).toBe(1);
  });

  it('reading history, one reading and its photo', async () => {
    const [meter] = (await list<MeterItem>('/Meter/GetItems', { AccountId: mariaAccount }, maria)).items;
    const history = await list<ReadingItem>('/MeterReading/GetItems', { MeterId: meter?.meterId });
    // Thirteen by the meter reader, then Maria's own of the seeding day (seed/openPeriodReadings.ts).
    expect(history).toMatchObject({ status: 0, total: 14 });
    expect(history.items.some((item) => item.clockedOver)).toBe(true);
    const reading = history.items[0];
    expect((await post(app, '/MeterReading/GetItem', { Value: reading?.readingId }, { cookie: staff })).body).toMatchObject({ status: 0, item: reading });

    const form = new FormData();
    form.append('MeterId', String(meter?.meterId));
    form.append('Reading', String((reading?.reading ?? 0) + 3));
    form.append('Photo', new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'image/png' }), 'dials.png');
    const encoded = new Response(form);
    const submitted = await app.inject({
      method: 'POST',
      url: '/MeterReading/Submit',
      headers: { cookie: maria, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    const photoReading = (submitted.json() as { item: ReadingItem }).item.readingId;
    const photo = await app.inject({ method: 'POST', url: '/MeterReading/GetPhoto', payload: { Value: photoReading }, headers: { cookie: staff } });
    expect(photo.headers['content-type']).toBe('image/png');

    expect((await list('/MeterReading/GetItems', { MeterId: meter?.meterId }, andreas)).status).toBe(1);
    expect((await post(app, '/MeterReading/GetItem', { Value: reading?.readingId }, { cookie: andreas })).body.status).toBe(1);
    expect((await post(app, '/MeterReading/GetPhoto', { Value: photoReading }, { cookie: andreas })).body.status).toBe(1);
  });
});
