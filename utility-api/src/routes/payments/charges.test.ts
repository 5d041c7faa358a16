import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentItem } from '../../store/billing.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';
import type { OpenCharge } from './openCharges.ts';
import { TEST_CARD_APPROVED } from './paymentRules.ts';

const en = { 'accept-language': 'en' };
const RETURN_URL = 'http://portal.test/billPayment/return';

interface Line {
  transactionId: string;
  type: string;
  description: string;
  debit: number;
  credit: number;
}

describe('fees and other sales settle a record (000 §2 payment types 3 and 4)', () => {
  let app: FastifyInstance;
  let maria: string;
  let account: { accountId: number; accountKey: string };

  const charges = async (PaymentType: number) =>
    ((await post(app, '/Payment/ValidateAccount', { PaymentType, AccountNumber: account.accountKey }, en)).body.item as { amountDue: number; charges: OpenCharge[] });
  const create = async (body: object) => (await post(app, '/Payment/Create', { AccountId: account.accountId, ReturnUrl: RETURN_URL, ...body }, { cookie: maria, ...en })).body;
  const pay = (paymentId: string) =>
    app.inject({
      method: 'POST',
      url: `/Payment/Provider/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: TEST_CARD_APPROVED, expiry: '12/39', cvc: '123' }).toString(),
    });

  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
    // Her home account, the first, holds the demo fees and sales (seed/accountCharges.ts).
    const items = (await post(app, '/Account/GetItems', {}, { cookie: maria })).body.items as Array<{ accountId: number; accountKey: string }>;
    account = items[0] as (typeof items)[number];
  });
  afterAll(() => app.close());

  it('lists the open fees and the open other sales of an account, each with its amount, and none for bills', async () => {
    const fees = await charges(3);
    expect(fees.charges.map((charge) => charge.reference)).toEqual([expect.stringMatching(/^FEE-\d{6}$/), expect.stringMatching(/^FEE-/), expect.stringMatching(/^FEE-/)]);
    expect(fees.charges[0]?.description).toBe('Reconnection fee');
    expect(fees.amountDue).toBe(72.5);
    const sales = await charges(4);
    expect(sales.charges.map((charge) => charge.description)).toEqual(['Meter box', 'Water tanker delivery']);
    expect((await charges(1)).charges).toEqual([]);
  });

  it('pays the chosen record\'s whole amount only, and then it is paid, on the statement and among the payments', async () => {
    const [fee] = (await charges(3)).charges;
    if (!fee) throw new Error('no open fee');
    const sale = (await charges(4)).charges[0];
    expect((await create({ PaymentType: 3, Amount: fee.amount, IdempotencyKey: 'fee-no-record' })).status).toBe(2);
    expect((await create({ PaymentType: 3, ChargeId: fee.chargeId, Amount: fee.amount - 1, IdempotencyKey: 'fee-wrong-amount' })).status).toBe(2);
    // A sale is not a fee: the record must be of the payment type.
    expect((await create({ PaymentType: 3, ChargeId: sale?.chargeId, Amount: sale?.amount, IdempotencyKey: 'fee-of-a-sale' })).status).toBe(1);

    const started = await create({ PaymentType: 3, ChargeId: fee.chargeId, Amount: fee.amount, IdempotencyKey: 'fee-whole-0001' });
    expect(started.status).toBe(0);
    expect((await pay(String(started.paymentId))).statusCode).toBe(303);
    const status = (await post(app, '/Payment/GetStatus', { Value: started.paymentId })).body.item as { status: string; chargeId: number };
    expect(status).toMatchObject({ status: 'completed', chargeId: fee.chargeId });

    expect((await charges(3)).charges.map((charge) => charge.chargeId)).not.toContain(fee.chargeId);
    const again = await create({ PaymentType: 3, ChargeId: fee.chargeId, Amount: fee.amount, IdempotencyKey: 'fee-whole-0002' });
    expect(again).toMatchObject({ status: 41, text: 'This fee or sale is already paid' });

    const records = (await post(app, '/Payment/GetItems', { AccountId: account.accountId }, { cookie: maria, ...en })).body.items as PaymentItem[];
    expect(records.filter((record) => record.chargeId === fee.chargeId)).toEqual([
      expect.objectContaining({ billId: null, invoiceNumber: fee.reference, description: 'Reconnection fee', amount: fee.amount, method: 'card', status: 'Completed' }),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    const from = `${day.slice(0, 8)}01`;
    const statement = (await post(app, '/Statement/GetTransactions', { AccountId: account.accountId, DateFrom: from, DateTo: '2099-12-31' }, { cookie: maria, ...en })).body;
    const lines = (statement.items as Line[]).filter((line) => line.transactionId.endsWith(String(fee.chargeId)) && /^[CF]/.test(line.transactionId));
    expect(lines).toEqual([
      expect.objectContaining({ type: 'charge', description: `Reconnection fee ${fee.reference}`, debit: fee.amount, credit: 0 }),
      expect.objectContaining({ type: 'payment', debit: 0, credit: fee.amount }),
    ]);
  });
});
