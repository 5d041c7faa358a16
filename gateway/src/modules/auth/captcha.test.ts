import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RECAPTCHA_SECRET,
  FAKE_RECAPTCHA_SITE_KEY,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from '../../../../tests/support/fakeRecaptcha.ts';
import { startGateway, type RunningGateway } from '../../server.ts';
import { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';
import { postGraphQL } from '../../testing/httpClient.ts';
import { captchaSources } from './captchaSources.ts';

// 000 §4: with a real site key, the gateway verifies the widget's tokens with the provider
// (RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL), here a local fake of reCAPTCHA on 127.0.0.1.

let provider: FakeRecaptcha;
let harness: Harness;
let gateway: RunningGateway;
const recaptcha = () => ({ scriptUrl: provider.scriptUrl, verifyUrl: provider.verifyUrl, secret: FAKE_RECAPTCHA_SECRET, hostnames: [] });

beforeAll(async () => {
  provider = await startFakeRecaptcha();
  harness = await startHarness();
  gateway = await startGateway({ ...harness.config, port: 0, settingsCacheTtlSeconds: 0, recaptcha: recaptcha() });
  await harness.dev('/__dev/settings', { values: { reCaptchaApiKey: FAKE_RECAPTCHA_SITE_KEY } });
});
afterAll(async () => {
  await gateway?.close();
  await harness?.close();
  await provider?.close();
});

const REQUEST_CODE = 'mutation ($input: RequestLoginCodeInput!) { requestLoginCode(input: $input) { codeSent userErrors { code } } }';
const loginOf = (answer: { body: { data?: Record<string, unknown> | null } }) => answer.body.data?.['login'];
const signIn = (url: string, email: string, captchaToken?: string, password = DEMO_PASSWORD) =>
  postGraphQL(url, LOGIN, { input: { email, password, captchaToken } }, { cookie: 'lang=en' });

describe('a real site key', () => {
  it('signs in with a token the provider accepts, sending it the secret, the token and the visitor’s address', async () => {
    const token = provider.solve('127.0.0.1');
    const before = provider.verifications.length;
    expect(loginOf(await signIn(gateway.url, DEMO_LOGINS.staff, token))).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
    expect(provider.verifications.slice(before)).toEqual([{ response: token, remoteip: '127.0.0.1', success: true, errorCodes: [] }]);
  });

  it('refuses a missing token, a made-up one and one of another site key', async () => {
    const refused = { userErrors: [{ field: 'captchaToken', code: 'CAPTCHA_FAILED', message: 'Please confirm that you are not a robot.' }] };
    expect(loginOf(await signIn(gateway.url, DEMO_LOGINS.maria))).toMatchObject(refused);
    expect(loginOf(await signIn(gateway.url, DEMO_LOGINS.maria, 'fake-made-up'))).toMatchObject(refused);
    expect(loginOf(await signIn(gateway.url, DEMO_LOGINS.maria, provider.solve('127.0.0.1', '6LcAnotherSiteKey')))).toMatchObject(refused);
  });

  it('lets the page act again with the token it passed (the provider accepts a token once), for that address only', async () => {
    const token = provider.solve('127.0.0.1');
    const before = provider.verifications.length;
    expect(loginOf(await signIn(gateway.url, DEMO_LOGINS.field, token, 'wrong-password'))).toMatchObject({
      userErrors: [{ code: 'INVALID_CREDENTIALS' }],
    });
    const code = await postGraphQL(gateway.url, REQUEST_CODE, { input: { email: DEMO_LOGINS.field, password: DEMO_PASSWORD, captchaToken: token } });
    expect(code.body.data?.['requestLoginCode']).toMatchObject({ userErrors: [] });
    expect(loginOf(await signIn(gateway.url, DEMO_LOGINS.field, token))).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
    expect(provider.verifications.length - before).toBe(1);
    // In process there is no socket: another address, which the pass does not cover; the provider refuses the reuse.
    const elsewhere = await new TestBrowser(gateway.gateway.yoga).graphql(LOGIN, { input: { email: DEMO_LOGINS.field, password: DEMO_PASSWORD, captchaToken: token } });
    expect(loginOf(elsewhere)).toMatchObject({ userErrors: [{ code: 'CAPTCHA_FAILED' }] });
  });

  it('tells the browser which script to load, and lets the client load it (CSP)', async () => {
    const settings = await postGraphQL(gateway.url, '{ settings { reCaptchaSiteKey reCaptchaScriptUrl } }');
    expect(settings.body.data).toEqual({ settings: { reCaptchaSiteKey: FAKE_RECAPTCHA_SITE_KEY, reCaptchaScriptUrl: provider.scriptUrl } });
    const page = await fetch(`${gateway.url}/login`, { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${provider.url}/recaptcha/;`);
    expect(csp).toContain(`frame-src 'self' ${provider.url}/recaptcha/;`);
  });
});

describe('the provider’s answer', () => {
  it('is refused for a token solved on another host when RECAPTCHA_HOSTNAMES names the portal’s', async () => {
    const strict = await startGateway({ ...gateway.gateway.services.config, recaptcha: { ...recaptcha(), hostnames: ['portal.example'] } });
    try {
      expect(loginOf(await signIn(strict.url, DEMO_LOGINS.mobile, provider.solve('evil.example')))).toMatchObject({
        userErrors: [{ code: 'CAPTCHA_FAILED' }],
      });
      expect(loginOf(await signIn(strict.url, DEMO_LOGINS.mobile, provider.solve('portal.example')))).toMatchObject({ userErrors: [] });
    } finally {
      await strict.close();
    }
  });

  it('refuses every token under a wrong secret, and a provider that cannot be reached is an error', async () => {
    const wrongSecret = await startGateway({ ...gateway.gateway.services.config, recaptcha: { ...recaptcha(), secret: 'not-the-secret' } });
    const unreachable = await startGateway({ ...gateway.gateway.services.config, recaptcha: { ...recaptcha(), verifyUrl: 'http://127.0.0.1:9/siteverify' } });
    try {
      expect(loginOf(await signIn(wrongSecret.url, DEMO_LOGINS.maria, provider.solve('127.0.0.1')))).toMatchObject({
        userErrors: [{ code: 'CAPTCHA_FAILED' }],
      });
      expect(provider.verifications.at(-1)?.errorCodes).toEqual(['invalid-input-secret']);
      const down = await signIn(unreachable.url, DEMO_LOGINS.maria, provider.solve('127.0.0.1'));
      expect(down.body.errors?.[0]?.extensions?.['code']).toBe('CAPTCHA_UNAVAILABLE');
    } finally {
      await Promise.all([wrongSecret.close(), unreachable.close()]);
    }
  });
});

describe('captchaSources', () => {
  it('allows the folder of the script, and for Google the hosts its widget loads from', () => {
    expect(captchaSources('http://127.0.0.1:9000/recaptcha/api.js')).toEqual({
      script: ['http://127.0.0.1:9000/recaptcha/'],
      frame: ['http://127.0.0.1:9000/recaptcha/'],
    });
    expect(captchaSources('https://www.google.com/recaptcha/api.js')).toEqual({
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    });
  });
});
