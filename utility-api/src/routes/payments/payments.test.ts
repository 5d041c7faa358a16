import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillItem, PaymentItem } from '../../store/billing.ts';
import { addDays } from '../billing/billRules.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import type { OpenBill } from './openBills.ts';
import { TEST_CARD_APPROVED, TEST_CARD_REJECTED } from './paymentRules.ts';

const en = { 'accept-language': 'en' };
const RETURN_URL = 'http://portal.test/billPayment/return';

interface Validation {
  status: number;
  text: string;
  item: { accountNumber: string; maskedName: string; amountDue: number; bills: OpenBill[] };
}

describe('online payments (README, Payments)', () => {
  let app: FastifyInstance;
  let maria: string;
  let accounts: Array<{ accountId: number; accountKey: string }>;
  let target: { accountKey: string; accountId: number; bill: OpenBill };
  let latest: BillItem | undefined;

  const validate = async (AccountNumber: string, PaymentType = 1) =>
    (await post(app, '/Payment/ValidateAccount', { PaymentType, AccountNumber }, en)).body as unknown as Validation;
  const create = async (body: object, cookie = maria) => (await post(app, '/Payment/Create', body, { cookie, ...en })).body;
  const submitCard = (paymentId: string, cardNumber: string) =>
    app.inject({
      method: 'POST',
      url: `/Payment/Provider/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123' }).toString(),
    });
  const status = async (Value: string) => (await post(app, '/Payment/GetStatus', { Value })).body.item as { status: string; amount: number };
  const bill = async (billId: number) => (await post(app, '/Bill/GetItem', { Value: billId }, { cookie: maria })).body.item as BillItem;

  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
    accounts = (await post(app, '/Account/GetItems', {}, { cookie: maria })).body.items as typeof accounts;
    // Maria's latest bill is open and was issued less than 15 days ago (README, Demo data): payable online
    // today (000 §9), without pinning the sandbox's day.
    [latest] = (await post(app, '/Bill/GetItems', { AccountId: accounts[0]?.accountId }, { cookie: maria })).body.items as BillItem[];
    for (const account of accounts) {
      const payable = (await validate(account.accountKey)).item.bills.find((item) => item.payableOnline);
      if (payable) {
        target = { ...account, bill: payable };
        break;
      }
    }
  });
  afterAll(() => app.close());

  it('validates an account for visitors with a masked holder name', async () => {
    const answer = await validate(accounts[0]?.accountKey ?? '');
    expect(answer.status).toBe(0);
    expect(answer.item.maskedName).toBe('M**** G*******');
    expect((await validate('NO-SUCH-ACCOUNT')).status).toBe(1);
  });

  it('refuses a bill more than 15 days after its invoice date (000 §9)', async () => {
    const late = addDays(latest?.issueDate ?? '', 16);
    await post(app, '/__dev/payments/day', { Day: late });
    const body = { AccountId: target.accountId, PaymentType: 1, BillId: target.bill.billId, Amount: 1, IdempotencyKey: 'key-too-late-01', ReturnUrl: RETURN_URL };
    const answer = await create(body);
    await post(app, '/__dev/payments/day', { Day: null });
    expect(answer.status).toBe(40);
    expect(answer.text).toContain('15 days');
    expect((await validate(target.accountKey)).item.bills.find((item) => item.billId === target.bill.billId)?.payableOnline).toBe(true);
  });

  it('charges the same idempotency key once and settles the bill', async () => {
    expect(target).toBeDefined();
    const body = { AccountId: target.accountId, PaymentType: 1, BillId: target.bill.billId, Amount: target.bill.amountDue, IdempotencyKey: 'key-twice-0001', ReturnUrl: RETURN_URL };
    const first = await create(body);
    const second = await create(body);
    expect(first.status).toBe(0);
    expect(second).toEqual(first);
    expect(String(first.redirectUrl)).toMatch(/\/Payment\/Provider\/[0-9a-f]{32}\?lang=en$/);
    const paymentId = String(first.paymentId);

    const submitted = await submitCard(paymentId, TEST_CARD_APPROVED);
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`${RETURN_URL}?paymentId=${paymentId}`);
    const again = await submitCard(paymentId, TEST_CARD_APPROVED);
    expect(again.statusCode).toBe(303);

    expect(await status(paymentId)).toMatchObject({ status: 'completed', amount: target.bill.amountDue });
    const paid = await bill(target.bill.billId);
    expect(paid.status).toBe('paid');
    const records = (await post(app, '/Payment/GetItems', { AccountId: target.accountId }, { cookie: maria })).body.items as PaymentItem[];
    const record = records.find((item) => item.billId === target.bill.billId);
    expect(record).toMatchObject({ status: 'Completed', method: 'card' });
    // Charged once: the record holds what the bill asked, not twice that.
    expect(paid.paidAmount).toBe(paid.amount);
    expect((await create({ ...body, IdempotencyKey: 'key-after-paid' })).status).toBe(41);
    expect((await create({ ...body, Amount: 1 })).status).toBe(42);
  });

  it('records a rejected card and changes nothing', async () => {
    const answer = await create(
      { AccountNumber: accounts[0]?.accountKey, PaymentType: 2, Amount: 12.5, IdempotencyKey: 'key-rejected-01', ReturnUrl: RETURN_URL },
      '',
    );
    expect(answer.status).toBe(0);
    const before = (await post(app, '/Payment/GetItems', { AccountId: accounts[0]?.accountId }, { cookie: maria })).body;
    expect((await submitCard(String(answer.paymentId), TEST_CARD_REJECTED)).statusCode).toBe(303);
    expect(await status(String(answer.paymentId))).toMatchObject({ status: 'rejected' });
    expect((await post(app, '/Payment/GetItems', { AccountId: accounts[0]?.accountId }, { cookie: maria })).body).toEqual(before);
  });

  it('keeps a mistyped card on the page and refuses another customer\'s account id', async () => {
    const answer = await create({ AccountNumber: accounts[0]?.accountKey, PaymentType: 2, Amount: 5, IdempotencyKey: 'key-typo-0001', ReturnUrl: RETURN_URL }, '');
    const typo = await submitCard(String(answer.paymentId), '1234');
    expect(typo.statusCode).toBe(422);
    expect(typo.body).toContain('value="1234"');
    expect(await status(String(answer.paymentId))).toMatchObject({ status: 'created' });
    expect((await create({ AccountId: 1, PaymentType: 2, Amount: 5, IdempotencyKey: 'key-visitor-id1', ReturnUrl: RETURN_URL }, '')).status).toBe(1);
  });

  it('shows the provider page in the payer\'s language: Lang of /Payment/Create, then ?lang=, right to left in Arabic', async () => {
    const body = { AccountNumber: accounts[0]?.accountKey, PaymentType: 2, Amount: 7.5, IdempotencyKey: 'key-language-01', ReturnUrl: RETURN_URL, Lang: 'el' };
    const answer = await create(body, '');
    const url = new URL(String(answer.redirectUrl));
    expect(url.searchParams.get('lang')).toBe('el');
    const greek = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(greek.body).toContain('<html lang="el" dir="ltr">');
    expect(greek.body).toContain('<h1>Δοκιμαστική πληρωμή με κάρτα</h1>');
    expect(greek.body).toContain('Αριθμός κάρτας');
    expect(greek.body).not.toContain('Card number');
    const arabic = await app.inject({ method: 'GET', url: `${url.pathname}?lang=ar` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('رقم البطاقة');
    const typo = await app.inject({
      method: 'POST',
      url: `${url.pathname}?lang=ru`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=1&expiry=12%2F39&cvc=123',
    });
    expect(typo.statusCode).toBe(422);
    expect(typo.body).toContain('Введите один из номеров тестовых карт.');
    const unknown = await app.inject({ method: 'GET', url: `/Payment/Provider/${'0'.repeat(32)}?lang=el` });
    expect(unknown.json()).toEqual({ status: 1, text: 'Η πληρωμή δεν βρέθηκε' });
  });
});
