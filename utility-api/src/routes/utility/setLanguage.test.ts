import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, post, sessionCookieOf, signIn } from '../../testing/testApi.ts';

describe('/Utility/SetLanguage', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  const wrongPasswordText = async (cookie?: string) =>
    (await post(app, '/account/Login', { Email: 'x@demo.test', Password: 'x' }, cookie ? { cookie } : {})).body.text;

  it('creates an anonymous session holding the language', async () => {
    const answer = await post(app, '/Utility/SetLanguage', { LanguageCode: 'en', UpdateProfile: false });
    expect(answer.body).toEqual({ status: 0, text: '' });
    const cookie = sessionCookieOf(answer);
    expect(await wrongPasswordText(cookie)).toBe('Wrong email, mobile number or password');
    expect(await wrongPasswordText()).toBe('Λάθος email, αριθμός κινητού ή κωδικός πρόσβασης');
  });

  it('changes the language of an existing session without a new cookie', async () => {
    const cookie = await signIn(app, 'maria@demo.test');
    const answer = await post(app, '/Utility/SetLanguage', { LanguageCode: 'ar', UpdateProfile: false }, { cookie });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const denied = await post(app, '/account/GetProfileDetails', { Username: 'other' }, { cookie });
    expect(denied.body.text).toBe('تم رفض الوصول');
  });

  it('stores the language in the profile with UpdateProfile, for the next sign-in', async () => {
    const first = await signIn(app, '99123456');
    await post(app, '/Utility/SetLanguage', { LanguageCode: 'ru', UpdateProfile: true }, { cookie: first });
    const next = await signIn(app, '99123456');
    const denied = await post(app, '/account/GetProfileDetails', { Username: 'other' }, { cookie: next });
    expect(denied.body.text).toBe('Доступ запрещён');
  });

  it('refuses a language that is not offered with status 1', async () => {
    const answer = await post(app, '/Utility/SetLanguage', { LanguageCode: 'de' }, { 'accept-language': 'en' });
    expect(answer.body).toEqual({ status: 1, text: 'This language is not offered' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
