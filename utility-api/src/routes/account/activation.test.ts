import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_INACTIVE_EMAIL } from '../../seed/demoUsers.ts';
import { UNREGISTERED_CUSTOMERS } from '../../seed/unregisteredCustomers.ts';
import { fakeClock, type FakeClock } from '../../testing/fakeClock.ts';
import { lastCodeTo, lastLinkCodeTo, lastMessageTo, messagesTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';

const en = { 'accept-language': 'en' };
const [nikos, sofia] = UNREGISTERED_CUSTOMERS;
const EMAIL = 'nikos.new@demo.test';
const PASSWORD = 'New-pass-1';

describe('/account/ActivateAccount and /account/ResendActivationOtpCode (000 §4, §8)', () => {
  let app: FastifyInstance;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildTestApi({ clock: clock.now });
    const registered = await post(app, '/account/RegisterProfile', {
      AccountName: nikos.accountKey,
      Password: PASSWORD,
      RegistrationType: 1,
      Email: EMAIL,
      SendOtpCode: true,
    });
    expect(registered.body.status).toBe(0);
  });
  afterEach(() => app.close());

  const activate = (Value: string, OtpCode?: string) => post(app, '/account/ActivateAccount', { Value, OtpCode }, en);
  const signIn = (Email = EMAIL) => post(app, '/account/Login', { Email, Password: PASSWORD }, en);

  it('activates with the code, after which sign-in works and the link is spent', async () => {
    const link = await lastLinkCodeTo(app, EMAIL, '/activate');
    expect((await activate(EMAIL, await lastCodeTo(app, EMAIL))).body).toEqual({ status: 0, text: '', result: null });
    expect((await signIn()).body).toEqual({ status: 0, text: '' });
    expect((await activate(link)).body).toMatchObject({ status: 14, result: 3 });
  });

  it('activates with the link code once; a replay is an invalid link (result 3)', async () => {
    const link = await lastLinkCodeTo(app, EMAIL, '/activate');
    expect((await activate(link)).body).toEqual({ status: 0, text: '', result: null });
    expect((await signIn()).body.status).toBe(0);
    expect((await activate(link)).body).toEqual({
      status: 14,
      text: 'The activation link is not valid. Please repeat the registration.',
      result: 3,
    });
  });

  it('refuses a link after 24 hours (result 4)', async () => {
    const link = await lastLinkCodeTo(app, EMAIL, '/activate');
    clock.advanceSeconds(24 * 60 * 60);
    expect((await activate(link)).body).toEqual({
      status: 15,
      text: 'The activation link has expired. Please repeat the registration.',
      result: 4,
    });
  });

  it('answers result 1 for a wrong code, 2 for an expired one', async () => {
    const code = await lastCodeTo(app, EMAIL);
    expect((await activate(EMAIL, otherCode(code))).body).toEqual({ status: 14, text: 'The one-time code is not valid', result: 1 });
    clock.advanceSeconds(300);
    expect((await activate(EMAIL, code)).body).toEqual({
      status: 15,
      text: 'The one-time code has expired. Please ask for a new one.',
      result: 2,
    });
    expect((await signIn()).body.status).toBe(11);
  });

  it('locks the code after five wrong attempts (status 16, result 0)', async () => {
    const code = await lastCodeTo(app, EMAIL);
    for (let attempt = 0; attempt < 5; attempt++) await activate(EMAIL, otherCode(code));
    expect((await activate(EMAIL, code)).body).toEqual({
      status: 16,
      text: 'Too many wrong attempts. Please ask for a new code.',
      result: 0,
    });
  });

  it('answers result 0 when nothing waits for activation under Value', async () => {
    const expected = { status: 1, text: 'No account waiting for activation uses this email address or mobile number', result: 0 };
    expect((await activate('nobody@demo.test', '123456')).body).toEqual(expected);
    expect((await activate(DEMO_CUSTOMER_EMAIL, '123456')).body).toEqual(expected);
  });

  it('writes the links on the portal\'s address when the caller names it, so that a mail client opens them', async () => {
    expect((await lastMessageTo(app, EMAIL)).body).toMatch(/ \/activate\/[\w-]+ /);
    clock.advanceSeconds(30);
    const resent = await post(app, '/account/ResendActivationOtpCode', { Value: EMAIL, PortalUrl: 'https://portal.example/' }, en);
    expect(resent.body.status).toBe(0);
    const link = await lastLinkCodeTo(app, EMAIL, '/activate');
    expect((await lastMessageTo(app, EMAIL)).body).toContain(` https://portal.example/activate/${link} `);
    const hostile = await post(app, '/account/ResendActivationOtpCode', { Value: EMAIL, PortalUrl: 'javascript:alert(1)//' }, en);
    expect(hostile.statusCode).toBe(400);
  });

  it('resends a new code and link after the resend lock; the old ones stop working', async () => {
    const oldCode = await lastCodeTo(app, EMAIL);
    const oldLink = await lastLinkCodeTo(app, EMAIL, '/activate');
    const early = await post(app, '/account/ResendActivationOtpCode', { Value: EMAIL }, en);
    expect(early.body).toEqual({ status: 18, text: 'Please wait 30 seconds before asking for a new code', retryAfterSeconds: 30 });
    clock.advanceSeconds(16);
    // The text and the field a program reads give the same wait.
    const later = await post(app, '/account/ResendActivationOtpCode', { Value: EMAIL }, en);
    expect(later.body).toEqual({ status: 18, text: 'Please wait 14 seconds before asking for a new code', retryAfterSeconds: 14 });
    clock.advanceSeconds(14);
    expect((await post(app, '/account/ResendActivationOtpCode', { Value: EMAIL }, en)).body).toEqual({ status: 0, text: '' });
    expect(await messagesTo(app, EMAIL)).toHaveLength(2);
    const newCode = await lastCodeTo(app, EMAIL);
    if (newCode !== oldCode) expect((await activate(EMAIL, oldCode)).body.result).toBe(1);
    expect((await activate(oldLink)).body.result).toBe(3);
    expect((await activate(EMAIL, newCode)).body.status).toBe(0);
  });

  it('resends by SMS for mobile registrations, and refuses active or unknown logins', async () => {
    await post(app, '/account/RegisterProfile', { AccountName: sofia.accountKey, Password: PASSWORD, RegistrationType: 2, MobileNo: sofia.mobileNo });
    clock.advanceSeconds(30);
    expect((await post(app, '/account/ResendActivationOtpCode', { Value: sofia.mobileNo }, en)).body.status).toBe(0);
    expect((await messagesTo(app, sofia.mobileNo)).map((m) => m.channel)).toEqual(['sms', 'sms']);
    expect((await activate(sofia.mobileNo, await lastCodeTo(app, sofia.mobileNo))).body.status).toBe(0);
    for (const Value of [sofia.mobileNo, DEMO_CUSTOMER_EMAIL, 'nobody@demo.test']) {
      expect((await post(app, '/account/ResendActivationOtpCode', { Value }, en)).body.status, Value).toBe(1);
    }
    expect((await post(app, '/account/ResendActivationOtpCode', { Value: DEMO_INACTIVE_EMAIL }, en)).body.status).toBe(0);
  });
});
