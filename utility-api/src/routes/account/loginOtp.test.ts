import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../seed/demoUsers.ts';
import { fakeClock } from '../../testing/fakeClock.ts';
import { lastCodeTo, lastMessageTo, messagesTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post, sessionCookieOf } from '../../testing/testApi.ts';

const en = { 'accept-language': 'en' };

describe('OTP sign-in (000 §4)', () => {
  let app: FastifyInstance;
  const clock = fakeClock();
  beforeAll(async () => {
    app = await buildTestApi({ clock: clock.now });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    // Each test starts after the resend locks of the ones before have run out.
    clock.advanceSeconds(3600);
    await post(app, '/__dev/reset-settings');
    await post(app, '/__dev/settings', { values: { customerLoginWithOtp: true, otpDisableResendSeconds: 0 } });
  });

  const stage1 = (Email = DEMO_CUSTOMER_EMAIL, Password = DEMO_PASSWORD, headers: Record<string, string> = en) =>
    post(app, '/account/LoginWithOtpStage1', { Email, Password }, headers);
  const login = (OtpCode: string | null, extra: object = {}, headers: Record<string, string> = en, Email = DEMO_CUSTOMER_EMAIL) =>
    post(app, '/account/Login', { Email, Password: DEMO_PASSWORD, OtpCode, ...extra }, headers);

  it('sends a sign-in code by e-mail and signs in with it once', async () => {
    expect((await stage1()).body).toEqual({ status: 0, text: '', otpSent: true });
    const message = await lastMessageTo(app, DEMO_CUSTOMER_EMAIL);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your sign-in code' });
    const code = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    const answer = await login(code);
    expect(answer.body).toEqual({ status: 0, text: '' });
    const status = await post(app, '/account/GetProfileStatus', {}, { cookie: sessionCookieOf(answer) });
    expect(status.body.userEmail).toBe(DEMO_CUSTOMER_EMAIL);
    expect((await login(code)).body).toEqual({ status: 14, text: 'The one-time code is not valid' });
  });

  it('sends the code by SMS to users registered by mobile', async () => {
    await stage1(DEMO_CUSTOMER_MOBILE);
    expect(await lastMessageTo(app, DEMO_CUSTOMER_MOBILE)).toMatchObject({ channel: 'sms', subject: null });
    expect((await login(await lastCodeTo(app, DEMO_CUSTOMER_MOBILE), {}, en, DEMO_CUSTOMER_MOBILE)).body.status).toBe(0);
  });

  it('checks the credentials before sending anything', async () => {
    const before = (await messagesTo(app, DEMO_CUSTOMER_EMAIL)).length;
    expect((await stage1(DEMO_CUSTOMER_EMAIL, 'wrong')).body.status).toBe(10);
    expect((await stage1('pending@demo.test')).body.status).toBe(11);
    expect(await messagesTo(app, DEMO_CUSTOMER_EMAIL)).toHaveLength(before);
  });

  it('sends nothing to users who need no code', async () => {
    expect((await stage1(DEMO_EMPLOYEE_EMAIL)).body).toEqual({ status: 0, text: '', otpSent: false });
    expect(await messagesTo(app, DEMO_EMPLOYEE_EMAIL)).toEqual([]);
  });

  it('answers 13 without a code, 14 for a wrong one and 16 after five wrong ones', async () => {
    await stage1();
    const code = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    expect((await login(null)).body.status).toBe(13);
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(otherCode(code))).body.status).toBe(14);
    const locked = await login(code);
    expect(locked.body).toEqual({ status: 16, text: 'Too many wrong attempts. Please ask for a new code.' });
    expect(locked.headers['set-cookie']).toBeUndefined();
    expect((await login(code, {}, { 'accept-language': 'el' })).body.text).toBe(
      'Πάρα πολλές λανθασμένες προσπάθειες. Παρακαλώ ζητήστε νέο κωδικό.',
    );
  });

  it('answers 15 for an expired code', async () => {
    await post(app, '/__dev/settings', { values: { otpSessionStepSeconds: 0 } });
    await stage1();
    const answer = await login(await lastCodeTo(app, DEMO_CUSTOMER_EMAIL));
    expect(answer.body).toEqual({ status: 15, text: 'The one-time code has expired. Please ask for a new one.' });
  });

  it('locks the resend for otpDisableResendSeconds (000 §9)', async () => {
    await post(app, '/__dev/settings', { values: { otpDisableResendSeconds: 30 } });
    expect((await stage1(DEMO_CUSTOMER_MOBILE)).body.status).toBe(0);
    const again = await stage1(DEMO_CUSTOMER_MOBILE);
    expect(again.body.status).toBe(18);
    expect(again.body.text).toBe('Please wait 30 seconds before asking for a new code');
    clock.advanceSeconds(30);
    expect((await stage1(DEMO_CUSTOMER_MOBILE)).body.status).toBe(0);
  });

  it('trusts the computer for 90 days after an OTP sign-in with TrustedComputer, for that user only', async () => {
    await stage1();
    const answer = await login(await lastCodeTo(app, DEMO_CUSTOMER_EMAIL), { TrustedComputer: true });
    const cookies = [answer.headers['set-cookie'] ?? []].flat().map(String);
    const trusted = cookies.find((cookie) => cookie.startsWith('UTILITY_TRUSTED_COMPUTER='));
    expect(trusted).toMatch(/^UTILITY_TRUSTED_COMPUTER=[\w-]{43}; Max-Age=7776000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = trusted?.split(';')[0] ?? '';

    expect((await login(null, {}, { ...en, cookie })).body).toEqual({ status: 0, text: '' });
    expect((await stage1(DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, { ...en, cookie })).body.otpSent).toBe(false);
    expect((await login(null, {}, { ...en, cookie }, DEMO_CUSTOMER_MOBILE)).body.status).toBe(13);
    expect((await login(null)).body.status).toBe(13);
  });

  it('sets no trusted-computer cookie when no code was checked', async () => {
    await post(app, '/__dev/settings', { values: { customerLoginWithOtp: false } });
    const answer = await login(null, { TrustedComputer: true });
    expect(String(answer.headers['set-cookie'])).not.toContain('UTILITY_TRUSTED_COMPUTER');
  });
});
