import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE } from '../../seed/demoUsers.ts';
import { fakeClock, type FakeClock } from '../../testing/fakeClock.ts';
import { lastCodeTo, lastMessageTo, messagesTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const en = { 'accept-language': 'en' };
const NEW_PASSWORD = 'Fresh-pass-2';

describe('password reset (000 §2, §4)', () => {
  let app: FastifyInstance;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildTestApi({ clock: clock.now });
  });
  afterEach(() => app.close());

  const sendReset = (Email: string) => post(app, '/account/SendResetUserPassword', { Email, SendOtpCode: true }, en);
  const reset = (PasswordResetCode: string, Email?: string, Password = NEW_PASSWORD) =>
    post(app, '/account/ResetUserPassword', { PasswordResetCode, Password, Email }, en);
  const canSignIn = async (login: string, Password: string) =>
    (await post(app, '/account/Login', { Email: login, Password })).body.status === 0;

  it('e-mails a code, sets the new password with it and ends every session of the user', async () => {
    const cookie = await signIn(app, DEMO_CUSTOMER_EMAIL);
    expect((await sendReset('Maria@Demo.test')).body).toEqual({ status: 0, text: '' });
    expect(await lastMessageTo(app, DEMO_CUSTOMER_EMAIL)).toMatchObject({ channel: 'email', subject: 'Reset your password' });
    const code = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    expect((await reset(code, DEMO_CUSTOMER_EMAIL)).body).toEqual({ status: 0, text: '' });
    expect((await post(app, '/account/GetProfileStatus', {}, { cookie })).statusCode).toBe(401);
    expect(await canSignIn(DEMO_CUSTOMER_EMAIL, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(DEMO_CUSTOMER_EMAIL, 'Demo-2026!')).toBe(false);
  });

  it('refuses a replayed code', async () => {
    await sendReset(DEMO_CUSTOMER_EMAIL);
    const code = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    expect((await reset(code, DEMO_CUSTOMER_EMAIL)).body.status).toBe(0);
    expect((await reset(code, DEMO_CUSTOMER_EMAIL, 'Another-pass-3')).body).toEqual({ status: 14, text: 'The one-time code is not valid' });
    expect(await canSignIn(DEMO_CUSTOMER_EMAIL, NEW_PASSWORD)).toBe(true);
  });

  it('answers an unknown login exactly like a known one and sends nothing', async () => {
    const known = await sendReset(DEMO_CUSTOMER_EMAIL);
    const unknown = await sendReset('nobody@demo.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toEqual(known.body);
    expect(await messagesTo(app, 'nobody@demo.test')).toEqual([]);
    expect((await reset('123456', 'nobody@demo.test')).body).toEqual({ status: 14, text: 'The one-time code is not valid' });
  });

  it('sends the code by SMS for a mobile login, and accepts the code alone', async () => {
    await sendReset(DEMO_CUSTOMER_MOBILE);
    expect(await lastMessageTo(app, DEMO_CUSTOMER_MOBILE)).toMatchObject({ channel: 'sms' });
    expect((await reset(await lastCodeTo(app, DEMO_CUSTOMER_MOBILE))).body.status).toBe(0);
    expect(await canSignIn(DEMO_CUSTOMER_MOBILE, NEW_PASSWORD)).toBe(true);
  });

  it('checks the password rules before using the code up', async () => {
    await sendReset(DEMO_CUSTOMER_EMAIL);
    const code = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    expect((await reset(code, DEMO_CUSTOMER_EMAIL, 'short')).body).toEqual({
      status: 17,
      text: 'The password must have at least 8 characters',
    });
    expect((await reset(code, DEMO_CUSTOMER_EMAIL, 'longenough1')).body.text).toBe(
      'The password must contain at least one special character',
    );
    expect((await reset(code, DEMO_CUSTOMER_EMAIL)).body.status).toBe(0);
  });

  it('answers 15 for an expired code and 16 once a code is locked', async () => {
    await sendReset(DEMO_CUSTOMER_EMAIL);
    const code = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    clock.advanceSeconds(300);
    expect((await reset(code, DEMO_CUSTOMER_EMAIL)).body.status).toBe(15);
    await sendReset(DEMO_CUSTOMER_EMAIL);
    const fresh = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    for (let attempt = 0; attempt < 5; attempt++) await reset(otherCode(fresh), DEMO_CUSTOMER_EMAIL);
    expect((await reset(fresh, DEMO_CUSTOMER_EMAIL)).body.status).toBe(16);
  });

  it('counts wrong codes given without a login against every pending code', async () => {
    await sendReset(DEMO_CUSTOMER_EMAIL);
    const code = await lastCodeTo(app, DEMO_CUSTOMER_EMAIL);
    for (let attempt = 0; attempt < 5; attempt++) expect((await reset(otherCode(code))).body.status).toBe(14);
    expect((await reset(code, DEMO_CUSTOMER_EMAIL)).body.status).toBe(16);
  });

  it('sends nothing more during the resend lock, yet answers the same', async () => {
    await sendReset(DEMO_CUSTOMER_EMAIL);
    expect((await sendReset(DEMO_CUSTOMER_EMAIL)).body).toEqual({ status: 0, text: '' });
    expect(await messagesTo(app, DEMO_CUSTOMER_EMAIL)).toHaveLength(1);
    clock.advanceSeconds(30);
    await sendReset(DEMO_CUSTOMER_EMAIL);
    expect(await messagesTo(app, DEMO_CUSTOMER_EMAIL)).toHaveLength(2);
  });
});
