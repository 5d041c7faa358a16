import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0 });
});
afterAll(() => harness.close());

const loginOf = (answer: { body: { data?: Record<string, unknown> | null } }) => answer.body.data?.['login'];

describe('captcha (000 §4)', () => {
  it('is needed once a site key is set: missing and failed tokens are refused, the passing token signs in', async () => {
    await harness.dev('/__dev/settings', { values: { reCaptchaApiKey: 'reference-site-key' } });
    try {
      const browser = harness.browser();
      browser.cookies.set('lang', 'en');
      const input = { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD };
      const refusal = {
        field: 'captchaToken',
        code: 'CAPTCHA_FAILED',
        message: 'Please confirm that you are not a robot.',
      };
      expect(loginOf(await browser.graphql(LOGIN, { input }))).toMatchObject({ userErrors: [refusal] });
      expect(loginOf(await browser.graphql(LOGIN, { input: { ...input, captchaToken: 'bad' } }))).toMatchObject({
        userErrors: [refusal],
      });
      const reset = await browser.graphql('mutation { requestPasswordReset(input: { emailOrMobile: "x@demo.test" }) { sent userErrors { code } } }');
      expect(reset.body.data?.['requestPasswordReset']).toEqual({ sent: false, userErrors: [{ code: 'CAPTCHA_FAILED' }] });
      expect(loginOf(await browser.graphql(LOGIN, { input: { ...input, captchaToken: 'reference-captcha-pass' } }))).toMatchObject({
        userErrors: [],
        viewer: { isAuthenticated: true },
      });
    } finally {
      await harness.dev('/__dev/reset-settings');
    }
    expect(loginOf(await harness.browser().graphql(LOGIN, { input: { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD } }))).toMatchObject({
      userErrors: [],
    });
  });
});

describe('rate limits', () => {
  it('answers RATE_LIMITED with retryAfterSeconds once a login has used its attempts, without calling the upstream', async () => {
    const browser = harness.browser();
    browser.cookies.set('lang', 'en');
    const input = { email: DEMO_LOGINS.mobile, password: 'wrong' };
    for (let attempt = 0; attempt < harness.config.authAttemptsPerIdentifier; attempt += 1) {
      expect(loginOf(await browser.graphql(LOGIN, { input }))).toMatchObject({ userErrors: [{ code: 'INVALID_CREDENTIALS' }] });
    }
    harness.upstream.reset();
    const limited = await browser.graphql(
      'mutation($input: LoginInput!) { login(input: $input) { userErrors { code message retryAfterSeconds } } }',
      { input: { ...input, password: DEMO_PASSWORD } },
    );
    const error = (limited.body.data?.['login'] as { userErrors: Array<{ code: string; message: string; retryAfterSeconds: number }> })
      .userErrors[0];
    expect(error?.code).toBe('RATE_LIMITED');
    expect(error?.retryAfterSeconds).toBeGreaterThan(800);
    expect(error?.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(error?.message).toBe(`Too many attempts. Try again in ${error?.retryAfterSeconds} seconds.`);
    expect(harness.upstream.calls()).toEqual([]);
    // Another login is not affected.
    expect(loginOf(await browser.graphql(LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD } }))).toMatchObject({
      userErrors: [],
    });
  });

  it('does not count successful sign-ins, per login or per address, while failures keep counting', async () => {
    const addressBudget = 3;
    const own = await startHarness({ authAttemptsPerAddress: addressBudget, authAttemptsPerIdentifier: 1000 });
    try {
      const browser = own.browser();
      const right = (email: string) => ({ email, password: DEMO_PASSWORD });
      // Many more sign-ins from one address (an office behind one proxy) than its failure budget.
      for (let round = 0; round < 3 * addressBudget; round += 1) {
        const email = Object.values(DEMO_LOGINS)[round % 4] ?? DEMO_LOGINS.maria;
        expect(loginOf(await browser.graphql(LOGIN, { input: right(email) }))).toMatchObject({ userErrors: [] });
      }
      for (let attempt = 0; attempt < addressBudget; attempt += 1) {
        expect(loginOf(await browser.graphql(LOGIN, { input: { email: `nobody${attempt}@demo.test`, password: 'wrong' } }))).toMatchObject({
          userErrors: [{ code: 'INVALID_CREDENTIALS' }],
        });
      }
      expect(loginOf(await browser.graphql(LOGIN, { input: right(DEMO_LOGINS.maria) }))).toMatchObject({ userErrors: [{ code: 'RATE_LIMITED' }] });
    } finally {
      await own.close();
    }
  });

  it('keeps counting a login\'s failures after its owner signs in: a success gives back only its own attempt', async () => {
    const own = await startHarness({ authAttemptsPerAddress: 1000 });
    try {
      const browser = own.browser();
      const limit = own.config.authAttemptsPerIdentifier;
      const wrong = { email: DEMO_LOGINS.staff, password: 'wrong' };
      const right = { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD };
      for (let attempt = 0; attempt < limit - 1; attempt += 1) {
        expect(loginOf(await browser.graphql(LOGIN, { input: wrong }))).toMatchObject({ userErrors: [{ code: 'INVALID_CREDENTIALS' }] });
      }
      for (let round = 0; round < 3; round += 1) {
        expect(loginOf(await browser.graphql(LOGIN, { input: right }))).toMatchObject({ userErrors: [] });
      }
      expect(loginOf(await browser.graphql(LOGIN, { input: wrong }))).toMatchObject({ userErrors: [{ code: 'INVALID_CREDENTIALS' }] });
      expect(loginOf(await browser.graphql(LOGIN, { input: right }))).toMatchObject({ userErrors: [{ code: 'RATE_LIMITED' }] });
    } finally {
      await own.close();
    }
  });

  it('counts a login however it is spelled, as the utility finds its user: a respelled mobile number gets no fresh guesses', async () => {
    const own = await startHarness({ authAttemptsPerAddress: 1000 });
    try {
      const browser = own.browser();
      const limit = own.config.authAttemptsPerIdentifier;
      const spellings = ['99-123456', '9 912 34-56', ` ${DEMO_LOGINS.mobile} `];
      for (let attempt = 0; attempt < limit; attempt += 1) {
        const input = { email: spellings[attempt % spellings.length], password: 'wrong' };
        expect(loginOf(await browser.graphql(LOGIN, { input }))).toMatchObject({ userErrors: [{ code: 'INVALID_CREDENTIALS' }] });
      }
      for (const email of [DEMO_LOGINS.mobile, '99 12 34 56']) {
        expect(loginOf(await browser.graphql(LOGIN, { input: { email, password: DEMO_PASSWORD } }))).toMatchObject({
          userErrors: [{ code: 'RATE_LIMITED' }],
        });
      }
      const reset = 'mutation($login: String!) { requestPasswordReset(input: { emailOrMobile: $login }) { userErrors { code } } }';
      for (let attempt = 0; attempt < limit; attempt += 1) {
        const answer = await browser.graphql(reset, { login: spellings[attempt % spellings.length] });
        expect(answer.body.data?.['requestPasswordReset']).toEqual({ userErrors: [] });
      }
      const limited = await browser.graphql(reset, { login: '99-12-34-56' });
      expect(limited.body.data?.['requestPasswordReset']).toEqual({ userErrors: [{ code: 'RATE_LIMITED' }] });
    } finally {
      await own.close();
    }
  });

  it('refuses two sensitive mutations in one operation', async () => {
    const answer = await harness.browser().graphql(`mutation {
      a: requestPasswordReset(input: { emailOrMobile: "a@demo.test" }) { sent }
      b: resetPassword(input: { emailOrMobile: "a@demo.test", code: "1", password: "x", passwordRepeat: "x" }) { passwordReset }
    }`);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('SENSITIVE_OPERATION_LIMIT');
  });
});

describe('legal terms (001 §4)', () => {
  it('answers paragraphs and a hash that is stable per language and differs between languages', async () => {
    const query = '{ legalTerms { hash language paragraphs { title subtitle text } } }';
    const english = harness.browser();
    english.cookies.set('lang', 'en');
    const greek = harness.browser();
    greek.cookies.set('lang', 'el');
    const first = (await english.graphql(query)).body.data?.['legalTerms'] as { hash: string; paragraphs: unknown[] };
    const again = (await english.graphql(query)).body.data?.['legalTerms'];
    const inGreek = (await greek.graphql(query)).body.data?.['legalTerms'] as { hash: string; language: string };
    expect(again).toEqual(first);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.paragraphs.length).toBeGreaterThan(0);
    // 001 §3: a heading may be a main title with a subtitle (the demo terms' first paragraph).
    expect(first.paragraphs[0]).toEqual({ title: 'Terms of use', subtitle: 'Version of 1 January 2026', text: expect.any(String) });
    expect(first.paragraphs[1]).toEqual({ title: 'Your account', subtitle: null, text: expect.any(String) });
    expect(inGreek.language).toBe('el');
    expect(inGreek.hash).not.toBe(first.hash);
  });
});
