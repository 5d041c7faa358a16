import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_NOTHING_DUE, TEST_CARD_APPROVED, TEST_CARD_REJECTED } from '../payments/paymentRules.ts';
import { familyTestApi, type FamilyTestApi } from './testing/familyTestApi.ts';

let api: FamilyTestApi;
beforeAll(async () => {
  api = await familyTestApi();
});
afterAll(() => api.app.close());

const RETURN_URL = 'http://portal.test/app/49/return';
let keys = 0;
const pay = (id: number, Amount: number, cookie = api.maria, extra: object = {}, language = 'en') =>
  api.call(cookie, '/Payment/Create', { PaymentType: 2, PortalApplicationId: id, Amount, IdempotencyKey: `family-fee-${(keys += 1)}`, ReturnUrl: RETURN_URL, ...extra }, language);
const submitCard = (paymentId: string, cardNumber: string) =>
  api.app.inject({
    method: 'POST',
    url: `/Payment/Provider/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, expiry: '12/39', cvc: '123' }).toString(),
  });
const item = async (id: number) =>
  ((await api.call(api.maria, '/FamilyApplication/GetItem', { PortalApplicationId: id })) as { item: { stage: string; fee: Record<string, unknown>; history: Array<{ stage: string; changedBy: string }>; issuedDocument: Record<string, unknown> | null } }).item;

describe('the fee of a family application (/Payment/Create with PortalApplicationId)', () => {
  it('is due only while the application awaits payment, for its applicant, at exactly the fee', async () => {
    const id = await api.submitted();
    expect(await pay(id, 150)).toEqual({ status: STATUS_NOTHING_DUE, text: 'No fee is due on this application' });
    await api.decide(api.staff, id, 'APPROVE');
    expect(await pay(id, 150)).toEqual({ status: STATUS_NOTHING_DUE, text: 'No fee is due on this application' });
    await api.decide(api.staff, id, 'REQUEST_PAYMENT');
    expect(await pay(id, 100)).toEqual({ status: 2, text: "The amount must be the application's fee: 150.00 EUR" });
    expect(await pay(id, 100, api.maria, {}, 'el')).toEqual({ status: 2, text: 'Το ποσό πρέπει να είναι το τέλος της αίτησης: 150.00 EUR' });
    expect(await pay(id, 150, api.andreas)).toEqual({ status: 1, text: 'Application not found' });
    expect(await pay(id, 150, api.maria, { PaymentType: 1 })).toMatchObject({ status: 2 });
    expect(await pay(id, 150, api.maria, { AccountNumber: 'NO-SUCH-ACCOUNT' })).toEqual({ status: 1, text: 'Account not found' });
    expect((await item(id)).fee).toEqual({ amount: '150.00', currency: 'EUR', payBeforeIssue: true, paid: false, paidOn: null, receiptNumber: null });
  });

  it('moves the application to PAID when the payment completes, with its receipt, then lets it be issued', async () => {
    const id = await api.submitted();
    await api.decide(api.staff, id, 'APPROVE');
    await api.decide(api.staff, id, 'REQUEST_PAYMENT');
    const rejected = (await pay(id, 150)) as { paymentId: string };
    await submitCard(rejected.paymentId, TEST_CARD_REJECTED);
    expect((await item(id)).stage).toBe('AWAITING_PAYMENT');

    const created = (await pay(id, 150)) as { status: number; paymentId: string };
    expect(created.status).toBe(0);
    api.clock.advanceSeconds(3600);
    expect((await submitCard(created.paymentId, TEST_CARD_APPROVED)).statusCode).toBe(303);
    const paid = await item(id);
    expect(paid.stage).toBe('PAID');
    expect(paid.fee).toEqual({ amount: '150.00', currency: 'EUR', payBeforeIssue: true, paid: true, paidOn: '2026-03-01T09:00:00.000Z', receiptNumber: expect.stringMatching(/^OP-\d{8}$/) });
    expect(paid.history.at(-1)).toMatchObject({ stage: 'PAID', changedBy: 'Maria Georgiou' });
    expect((await api.call(null, '/Payment/GetStatus', { Value: created.paymentId })).item).toMatchObject({ status: 'completed', portalApplicationId: id, accountNumber: '', amount: 150 });
    expect(await pay(id, 150)).toEqual({ status: STATUS_NOTHING_DUE, text: 'The fee of this application is paid already' });

    expect(await api.decide(api.staff, id, 'ISSUE')).toMatchObject({ stage: 'ISSUED' });
    expect((await item(id)).issuedDocument).toMatchObject({ reference: 'TP-2026-000001', issuedOn: '2026-03-01', validUntil: '2027-03-01' });
  });
});
