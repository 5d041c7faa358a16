import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECAPTCHA_REFERENCE_SITE_KEY, RECAPTCHA_TEST_TOKEN } from '../../domain/constants.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';

describe('legal terms and reCAPTCHA (000 §7, 001 §4)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  const terms = async (Value?: string) => (await post(app, '/Utility/GetPortalLicenceAgreement', { Value })).body.value as string;
  const hash = async (Value?: string) => (await post(app, '/Utility/GetPortalLicenceAgreementHash', { Value })).body.value;

  it('serves the terms paragraphs of the asked language', async () => {
    const english = JSON.parse(await terms('en')) as { title: unknown }[];
    expect(english[0]?.title).toEqual({ mainTitle: 'Terms of use', subtitle: 'Version of 1 January 2026' });
    expect(await terms('el')).not.toBe(await terms('en'));
    expect(await terms('de')).toBe(await terms('en'));
  });

  it('hashes exactly the served text with SHA-256, stable per language', async () => {
    for (const lang of ['en', 'el', 'ru', 'ar']) {
      expect(await hash(lang)).toBe(createHash('sha256').update(await terms(lang)).digest('hex'));
    }
    expect(await hash('en')).toBe(await hash('en'));
    expect(await hash('en')).not.toBe(await hash('el'));
  });

  it('passes only the reference test token', async () => {
    const check = async (key?: string) =>
      (await app.inject({ method: 'GET', url: `/Utility/ValidateReCaptchaKey${key === undefined ? '' : `?key=${key}`}` })).json();
    expect(await check(RECAPTCHA_TEST_TOKEN)).toEqual({ status: 0, text: '', success: true });
    expect(await check('anything-else')).toEqual({ status: 0, text: '', success: false });
    expect(await check()).toEqual({ status: 0, text: '', success: false });
  });

  it('has no site key until a test switches the captcha on', async () => {
    expect(((await post(app, '/Utility/GetSettings')).body.value as { reCaptchaApiKey: unknown }).reCaptchaApiKey).toBeNull();
    await post(app, '/__dev/settings', { values: { reCaptchaApiKey: RECAPTCHA_REFERENCE_SITE_KEY } });
    expect(((await post(app, '/Utility/GetSettings')).body.value as { reCaptchaApiKey: unknown }).reCaptchaApiKey).toBe('reference-site-key');
    await post(app, '/__dev/reset-settings');
  });
});
