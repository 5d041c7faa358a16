import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock, type FakeClock } from '../../testing/fakeClock.ts';
import { lastCodeTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi } from '../../testing/testApi.ts';

const EMAIL = 'ebill.visitor@example.test';
const PHONE = '35799004455';
/** Seeded properties are numbered from 000000 (seed/inserts.ts). */
const PROPERTY = '000001';

describe('ChangeCommunication (001 §7)', () => {
  let app: FastifyInstance;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildTestApi({ clock: clock.now });
  });
  afterEach(() => app.close());

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/ChangeCommunication/${url}`, payload, headers: { 'accept-language': 'en' } });

  async function session(withPhone: boolean) {
    const created = await app.inject({
      method: 'POST',
      url: '/Session/Create',
      payload: { Email: EMAIL, MobileNo: withPhone ? PHONE : null, LanguageCode: 'en' },
    });
    const sessionId = Number(created.body);
    return { sessionId, email: await lastCodeTo(app, EMAIL), sms: withPhone ? await lastCodeTo(app, PHONE) : '' };
  }

  it('answers the lookups: terms and delivery types 199 and 200', async () => {
    const response = await app.inject({ method: 'GET', url: '/ChangeCommunication/GetLookups?languageCode=en' });
    expect(response.json()).toMatchObject({
      status: 0,
      terms: expect.stringContaining('Electronic bills'),
      statementDeliveryTypes: [{ id: 199, name: 'E-bill' }, { id: 200, name: 'Unsubscribe from e-bill' }],
    });
  });

  it('registers a property for e-bill, then unsubscribes it with the same e-mail', async () => {
    const { sessionId, email, sms } = await session(true);
    const lookup = { propertyRef: PROPERTY, sessionId, otpCode: email, otpCodeType: 1, validateEmail: false, languageCode: 'en' };
    const address = await post('GetPropertyAddress', lookup);
    expect(address.statusCode).toBe(200);
    expect(address.json().address).toMatch(/\d+ .+, \d+ .+/);

    const wrongCode = await post('GetPropertyAddress', { ...lookup, otpCode: otherCode(email) });
    expect([wrongCode.statusCode, wrongCode.json()]).toEqual([400, { status: 14, text: 'OTP validation failed' }]);
    const unknown = await post('GetPropertyAddress', { ...lookup, propertyRef: '099999' });
    expect([unknown.statusCode, unknown.json().text]).toEqual([404, 'No property matches this invoice number']);
    const notYet = await post('GetPropertyAddress', { ...lookup, validateEmail: true });
    expect(notYet.statusCode).toBe(404);

    const update = {
      propertyRef: PROPERTY, smsOtpCode: sms, emailOtpCode: email, sessionId,
      consentToReceiveSms: true, consentToReceiveEmail: false, statementDeliveryTypeId: 199, updateMobileNo: true, updateEmail: true,
    };
    expect((await post('UpdateDetails', { ...update, smsOtpCode: otherCode(sms) })).statusCode).toBe(400);
    expect((await post('UpdateDetails', update)).json()).toEqual({ status: 0, text: '' });

    const later = await session(false);
    const unsubscribeLookup = { ...lookup, sessionId: later.sessionId, otpCode: later.email, validateEmail: true };
    expect((await post('GetPropertyAddress', unsubscribeLookup)).statusCode).toBe(200);
    const unsubscribe = { propertyRef: PROPERTY, emailOtpCode: later.email, sessionId: later.sessionId, statementDeliveryTypeId: 200 };
    expect((await post('UnSubscribe', { ...unsubscribe, statementDeliveryTypeId: 199 })).statusCode).toBe(400);
    expect((await post('UnSubscribe', unsubscribe)).json()).toEqual({ status: 0, text: '' });
    const again = await post('UnSubscribe', unsubscribe);
    expect([again.statusCode, again.json().text]).toEqual([404, 'This email address is not registered for e-bill on this property']);
  });

  it('refuses codes of an expired session', async () => {
    const { sessionId, email, sms } = await session(true);
    clock.advanceSeconds(301);
    const response = await post('UpdateDetails', {
      propertyRef: PROPERTY, smsOtpCode: sms, emailOtpCode: email, sessionId,
      consentToReceiveSms: true, consentToReceiveEmail: true, statementDeliveryTypeId: 199,
    });
    expect(response.json().status).toBe(14);
  });
});
