import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL, DEMO_INACTIVE_EMAIL } from '../../seed/demoUsers.ts';
import { buildTestApi, post, sessionCookieOf } from '../../testing/testApi.ts';

describe('/account/Login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await post(app, '/__dev/reset-settings');
  });

  const login = (Email: string, Password = 'Demo-2026!', headers: Record<string, string> = {}) =>
    post(app, '/account/Login', { Email, Password, OtpCode: null, TrustedComputer: false }, headers);

  it('signs in by email, whatever its case, and sets an HttpOnly session cookie', async () => {
    const answer = await login('  Maria@Demo.TEST ');
    expect(answer.body).toEqual({ status: 0, text: '' });
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^UTILITY_SESSION=[\w-]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    const status = await post(app, '/account/GetProfileStatus', {}, { cookie: sessionCookieOf(answer) });
    expect(status.body.userEmail).toBe('maria@demo.test');
  });

  it('signs in by mobile number when the login has no at-sign (000 §5), with or without spaces and hyphens', async () => {
    const respelled = `${DEMO_CUSTOMER_MOBILE.slice(0, 2)}-${DEMO_CUSTOMER_MOBILE.slice(2, 5)} ${DEMO_CUSTOMER_MOBILE.slice(5)}`;
    expect((await login(respelled)).body.status).toBe(0);
    const answer = await login(DEMO_CUSTOMER_MOBILE);
    expect(answer.body.status).toBe(0);
    const status = await post(app, '/account/GetProfileStatus', {}, { cookie: sessionCookieOf(answer) });
    expect(status.body.userEmail).toBe(DEMO_CUSTOMER_MOBILE);
  });

  it('answers status 10 with a text in the request language for a wrong password', async () => {
    const english = await login('maria@demo.test', 'wrong', { 'accept-language': 'en-GB,en;q=0.9' });
    const greek = await login('maria@demo.test', 'wrong', { 'accept-language': 'el-CY' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toEqual({ status: 10, text: 'Wrong email, mobile number or password' });
    expect(greek.body).toEqual({ status: 10, text: 'Λάθος email, αριθμός κινητού ή κωδικός πρόσβασης' });
    expect(english.headers['set-cookie']).toBeUndefined();
  });

  it('prefers the Lang field over Accept-Language', async () => {
    const answer = await post(
      app,
      '/account/Login',
      { Email: 'nobody@demo.test', Password: 'x', Lang: 'ru' },
      { 'accept-language': 'en' },
    );
    expect(answer.body).toEqual({ status: 10, text: 'Неверный адрес электронной почты, номер мобильного телефона или пароль' });
  });

  it('answers status 10 for an unknown login, as for a wrong password', async () => {
    expect((await login('nobody@demo.test', 'Demo-2026!', { 'accept-language': 'en' })).body.status).toBe(10);
    expect((await login('91234567')).body.status).toBe(10);
  });

  it('refuses an account that is not activated with status 11', async () => {
    const answer = await login(DEMO_INACTIVE_EMAIL, 'Demo-2026!', { 'accept-language': 'en' });
    expect(answer.body.status).toBe(11);
    expect(answer.body.text).toMatch(/not activated/);
  });

  it('refuses everyone with status 12 naming the date while sign-in is disabled (000 §2)', async () => {
    await post(app, '/__dev/organisation-settings', { values: { disableLoginDate: '2099-03-01T08:00:00Z' } });
    const answer = await login(DEMO_EMPLOYEE_EMAIL, 'Demo-2026!', { 'accept-language': 'en' });
    expect(answer.body.status).toBe(12);
    expect(answer.body.text).toMatch(/^Login is Disabled Until March 1, 2099/);
    const greek = await login(DEMO_EMPLOYEE_EMAIL, 'Demo-2026!', { 'accept-language': 'el' });
    expect(greek.body.text).toMatch(/^Η σύνδεση είναι απενεργοποιημένη μέχρι 1 Μαρτίου 2099/);
  });

  it('lets users in again once the disable date has passed', async () => {
    await post(app, '/__dev/organisation-settings', { values: { disableLoginDate: '2020-01-01T00:00:00Z' } });
    expect((await login('maria@demo.test')).body.status).toBe(0);
  });

  it('asks customers, not employees, for a one-time code when OTP sign-in is on', async () => {
    await post(app, '/__dev/settings', { values: { customerLoginWithOtp: true } });
    const customer = await login('maria@demo.test', 'Demo-2026!', { 'accept-language': 'en' });
    expect(customer.body).toEqual({ status: 13, text: 'A valid one-time code is required to sign in' });
    expect(customer.headers['set-cookie']).toBeUndefined();
    expect((await login(DEMO_EMPLOYEE_EMAIL)).body.status).toBe(0);
  });

  it('checks the password before revealing OTP or activation state', async () => {
    await post(app, '/__dev/settings', { values: { customerLoginWithOtp: true } });
    expect((await login('maria@demo.test', 'wrong')).body.status).toBe(10);
    expect((await login(DEMO_INACTIVE_EMAIL, 'wrong')).body.status).toBe(10);
  });

  it('answers HTTP 400 with status 2 for a body without the password', async () => {
    const answer = await post(app, '/account/Login', { Email: 'maria@demo.test' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(2);
    expect(answer.body.text).toContain('Password');
  });

  it('replaces an existing session on sign-in and keeps its language', async () => {
    const anonymous = await post(app, '/Utility/SetLanguage', { LanguageCode: 'ru', UpdateProfile: false });
    const anonymousCookie = sessionCookieOf(anonymous);
    const signedIn = await post(app, '/account/Login', { Email: 'maria@demo.test', Password: 'Demo-2026!' }, { cookie: anonymousCookie });
    const cookie = sessionCookieOf(signedIn);
    expect(cookie).not.toBe(anonymousCookie);
    const denied = await post(app, '/account/GetProfileDetails', { Username: 'someone@else.test' }, { cookie });
    expect(denied.body).toEqual({ status: 1, text: 'Доступ запрещён' });
    expect((await post(app, '/account/GetProfileStatus', {}, { cookie: anonymousCookie })).statusCode).toBe(401);
  });
});
