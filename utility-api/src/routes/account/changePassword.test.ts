import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_MOBILE, DEMO_PASSWORD } from '../../seed/demoUsers.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

const NEW_PASSWORD = 'Changed-pass-4';

describe('/account/ChangePassword (001 §2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  const change = (cookie: string, CurrentPassword: string, NewPassword: string) =>
    post(app, '/account/ChangePassword', { CurrentPassword, NewPassword }, { cookie, 'accept-language': 'en' });

  it('needs a session', async () => {
    const answer = await post(app, '/account/ChangePassword', { CurrentPassword: DEMO_PASSWORD, NewPassword: NEW_PASSWORD });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.status).toBe(3);
  });

  it('refuses a wrong current password and a new one breaking the rules', async () => {
    const cookie = await signIn(app, DEMO_CUSTOMER_MOBILE);
    expect((await change(cookie, 'wrong', NEW_PASSWORD)).body).toEqual({ status: 10, text: 'The current password is wrong' });
    expect((await change(cookie, DEMO_PASSWORD, 'nodigits!!')).body).toEqual({
      status: 17,
      text: 'The password must contain at least one digit',
    });
  });

  it("answers in the request's language before the session's (README Conventions)", async () => {
    const cookie = await signIn(app, DEMO_CUSTOMER_MOBILE);
    expect((await post(app, '/Utility/SetLanguage', { LanguageCode: 'el' }, { cookie })).body.status).toBe(0);
    const refusal = async (headers: Record<string, string>) =>
      (await post(app, '/account/ChangePassword', { CurrentPassword: 'wrong', NewPassword: NEW_PASSWORD }, { cookie, ...headers })).body.text;
    const greek = await refusal({});
    expect(await refusal({ 'accept-language': 'el' })).toBe(greek);
    expect(await refusal({ 'accept-language': 'en' })).toBe('The current password is wrong');
    expect(await refusal({ 'accept-language': 'ar' })).not.toBe(greek);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const cookie = await signIn(app, DEMO_CUSTOMER_MOBILE);
    expect((await change(cookie, DEMO_PASSWORD, NEW_PASSWORD)).body).toEqual({ status: 0, text: '' });
    expect((await post(app, '/account/GetProfileStatus', {}, { cookie })).body.status).toBe(0);
    expect((await post(app, '/account/GetProfileStatus', {}, { cookie: other })).statusCode).toBe(401);
    expect((await post(app, '/account/Login', { Email: DEMO_CUSTOMER_MOBILE, Password: DEMO_PASSWORD })).body.status).toBe(10);
    await signIn(app, DEMO_CUSTOMER_MOBILE, NEW_PASSWORD);
  });
});
