import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_APPROVED } from '../payments/paymentRules.ts';
import { familyTestApi, type FamilyTestApi } from './testing/familyTestApi.ts';

let api: FamilyTestApi;
let issued: number;
let code: string;
beforeAll(async () => {
  api = await familyTestApi();
  issued = await api.submitted();
  await api.decide(api.staff, issued, 'APPROVE');
  await api.decide(api.staff, issued, 'REQUEST_PAYMENT');
  const { paymentId } = (await api.call(api.maria, '/Payment/Create', {
    PaymentType: 2, PortalApplicationId: issued, Amount: 150, IdempotencyKey: 'document-fee-1', ReturnUrl: 'http://portal.test/return',
  })) as { paymentId: string };
  await api.app.inject({
    method: 'POST', url: `/Payment/Provider/${paymentId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: TEST_CARD_APPROVED, expiry: '12/39', cvc: '123' }).toString(),
  });
  await api.decide(api.staff, issued, 'ISSUE');
  code = ((await api.call(api.maria, '/FamilyApplication/GetItem', { PortalApplicationId: issued })) as { item: { issuedDocument: { verificationCode: string } } }).item.issuedDocument.verificationCode;
});
afterAll(() => api.app.close());

const download = (cookie: string, id: number) =>
  api.app.inject({ method: 'POST', url: '/FamilyApplication/DownloadDocument', headers: { cookie, 'accept-language': 'en' }, payload: { PortalApplicationId: id, VerificationUrl: 'https://portal.test/verify' } });

describe('/FamilyApplication/DownloadDocument', () => {
  it('answers the issued PDF to its applicant and to staff, to no one else', async () => {
    for (const cookie of [api.maria, api.staff]) {
      const answer = await download(cookie, issued);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toContain('TP-2026-000001.pdf');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await download(api.andreas, issued)).json()).toEqual({ status: 1, text: 'Application not found' });
    const notYet = await api.submitted();
    expect((await download(api.maria, notYet)).json()).toEqual({ status: 1, text: 'No document has been issued for this application' });
  });
});

describe('/FamilyApplication/Verify', () => {
  it('shows an issued document to anyone, valid until its last day, whatever the code\'s case and dashes', async () => {
    expect(code).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    const verify = (typed: string, language = 'en') => api.call(null, '/FamilyApplication/Verify', { Code: typed }, language);
    expect(await verify(code)).toEqual({
      status: 0,
      text: '',
      item: { reference: 'TP-2026-000001', familyName: 'Test permit', title: 'Test Permit', holderName: 'Maria Georgiou', issuedOn: '2026-03-01', validUntil: '2027-03-01', valid: true },
    });
    expect(((await verify(` ${code.replaceAll('-', '').toLowerCase()} `, 'el')) as { item: { familyName: string; valid: boolean } }).item).toMatchObject({ familyName: 'EL Test permit', valid: true });
    expect(await verify('0000-0000-0000')).toEqual({ status: 1, text: 'No document has this verification code' });
    expect(await verify('')).toEqual({ status: 1, text: 'No document has this verification code' });

    api.clock.advanceSeconds(365 * 86_400);
    expect(((await verify(code)) as { item: { valid: boolean } }).item.valid).toBe(true);
    api.clock.advanceSeconds(86_400);
    expect(((await verify(code)) as { item: { valid: boolean } }).item.valid).toBe(false);
  });
});
