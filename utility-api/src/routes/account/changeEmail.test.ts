import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../seed/demoUsers.ts';
import { fakeClock, type FakeClock } from '../../testing/fakeClock.ts';
import { lastCodeTo, lastLinkCodeTo, lastMessageTo, otherCode } from '../../testing/outbox.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const NEW_EMAIL = 'maria.new@demo.test';

describe('change of email (001 §2, §4, §5)', () => {
  let app: FastifyInstance;
  let clock: FakeClock;
  let cookie: string;
  beforeEach(async () => {
    clock = fakeClock();
    app = await buildTestApi({ clock: clock.now });
    cookie = await signIn(app, DEMO_CUSTOMER_EMAIL);
  });
  afterEach(() => app.close());

  const headers = () => ({ cookie, 'accept-language': 'en' });
  const request = (NewEmail: string, Password = DEMO_PASSWORD) =>
    post(app, '/account/ChangeEmail', { Password, NewEmail, SendOtpCode: true }, headers());
  const complete = (OtpCode: string, Email = NEW_EMAIL, Password = DEMO_PASSWORD) =>
    post(app, '/account/ChangeEmailComplete', { Password, Email, OtpCode }, headers());
  const loginName = async () => (await post(app, '/account/GetProfileStatus', {}, { cookie })).body.userEmail;

  it('sends a code and a link to the new address; the code completes the change', async () => {
    expect((await request('Maria.New@Demo.test')).body).toEqual({ status: 0, text: '' });
    const message = await lastMessageTo(app, NEW_EMAIL);
    expect(message).toMatchObject({ channel: 'email', subject: 'Confirm your new email address' });
    expect(message.body).toMatch(/\/changeEmailComplete\/[\w-]{43} /);
    expect((await complete(await lastCodeTo(app, NEW_EMAIL))).body).toEqual({ status: 0, text: '' });
    expect(await loginName()).toBe(NEW_EMAIL);
    await signIn(app, NEW_EMAIL);
    const link = await lastLinkCodeTo(app, NEW_EMAIL, '/changeEmailComplete');
    expect((await post(app, '/account/ChangeEmailComplete', { Value: link })).body.status).toBe(14);
  });

  it('completes anonymously with the link code, once', async () => {
    await request(NEW_EMAIL);
    const link = await lastLinkCodeTo(app, NEW_EMAIL, '/changeEmailComplete');
    expect((await post(app, '/account/ChangeEmailComplete', { Value: link })).body).toEqual({ status: 0, text: '' });
    expect(await loginName()).toBe(NEW_EMAIL);
    const replay = await post(app, '/account/ChangeEmailComplete', { Value: link }, { 'accept-language': 'en' });
    expect(replay.body).toEqual({ status: 14, text: 'This link is not valid or has already been used' });
  });

  it('refuses an expired link', async () => {
    await request(NEW_EMAIL);
    const link = await lastLinkCodeTo(app, NEW_EMAIL, '/changeEmailComplete');
    clock.advanceSeconds(24 * 60 * 60);
    const answer = await post(app, '/account/ChangeEmailComplete', { Value: link }, { 'accept-language': 'en' });
    expect(answer.body).toEqual({ status: 15, text: 'This link has expired. Please ask for a new one.' });
  });

  it('refuses the same, an invalid or a taken address, and a wrong password', async () => {
    expect((await request('MARIA@demo.test')).body).toEqual({ status: 1, text: 'The new email address is the same as the current one' });
    expect((await request('maria.new')).body).toEqual({ status: 1, text: 'Email address is not valid' });
    expect((await request(DEMO_EMPLOYEE_EMAIL)).body).toEqual({
      status: 19,
      text: 'This email address is already used by another portal user',
    });
    expect((await request(NEW_EMAIL, 'wrong')).body).toEqual({ status: 10, text: 'The current password is wrong' });
  });

  it('refuses users registered by mobile (001 §6) and visitors', async () => {
    const mobile = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const answer = await post(app, '/account/ChangeEmail', { Password: DEMO_PASSWORD, NewEmail: NEW_EMAIL }, { cookie: mobile, 'accept-language': 'en' });
    expect(answer.body).toEqual({ status: 1, text: 'Only users registered by email can change their email address' });
    const visitor = await post(app, '/account/ChangeEmailComplete', { Password: DEMO_PASSWORD, Email: NEW_EMAIL, OtpCode: '123456' });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a wrong code, a code for another address, an expired one, and a wrong password', async () => {
    await request(NEW_EMAIL);
    const code = await lastCodeTo(app, NEW_EMAIL);
    expect((await complete(code, NEW_EMAIL, 'wrong')).body.status).toBe(10);
    expect((await complete(otherCode(code))).body).toEqual({ status: 14, text: 'The one-time code is not valid' });
    expect((await complete(code, 'someone.else@demo.test')).body.status).toBe(14);
    clock.advanceSeconds(300);
    expect((await complete(code)).body.status).toBe(15);
    expect(await loginName()).toBe(DEMO_CUSTOMER_EMAIL);
  });

  it('locks the resend (000 §9)', async () => {
    await request(NEW_EMAIL);
    expect((await request(NEW_EMAIL)).body.status).toBe(18);
    clock.advanceSeconds(30);
    expect((await request(NEW_EMAIL)).body.status).toBe(0);
  });
});
