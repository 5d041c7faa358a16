import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startHarness, type Harness } from '../../testing/harness.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { outboxCode, outboxCount } from './outbox.testkit.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0 });
  await harness.dev('/__dev/settings', { values: { customerLoginWithOtp: true, otpDisableResendSeconds: 0 } });
});
afterAll(() => harness.close());

const REQUEST_CODE = /* GraphQL */ `
  mutation RequestLoginCode($input: RequestLoginCodeInput!) {
    requestLoginCode(input: $input) {
      codeSent channel resendAvailableInSeconds
      userErrors { field code message retryAfterSeconds }
    }
  }
`;

async function requestCode(browser: TestBrowser, email: string) {
  const answer = await browser.graphql(REQUEST_CODE, { input: { email, password: DEMO_PASSWORD } });
  return answer.body.data?.['requestLoginCode'];
}

async function login(browser: TestBrowser, input: Record<string, unknown>) {
  return (await browser.graphql(LOGIN, { input: { password: DEMO_PASSWORD, ...input } })).body.data?.['login'];
}

describe('OTP sign-in (000 §4)', () => {
  it('asks for a code, refuses a wrong one, signs in with the right one and trusts only that browser', async () => {
    const browser = harness.browser();
    browser.cookies.set('lang', 'en');

    expect(await login(browser, { email: DEMO_LOGINS.maria })).toMatchObject({
      userErrors: [{ code: 'OTP_REQUIRED' }],
      viewer: { isAuthenticated: false },
    });
    expect(await requestCode(browser, DEMO_LOGINS.maria)).toEqual({
      codeSent: true,
      channel: 'EMAIL',
      resendAvailableInSeconds: 0,
      userErrors: [],
    });
    const { code, channel } = await outboxCode(harness.apiUrl, DEMO_LOGINS.maria);
    expect(channel).toBe('email');
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await login(browser, { email: DEMO_LOGINS.maria, otpCode: wrong, trustedComputer: true });
    expect(refused).toMatchObject({ token: null, userErrors: [{ field: null, code: 'OTP_INVALID' }] });
    expect((refused as { userErrors: Array<{ message: string }> }).userErrors[0]?.message).not.toBe('');

    const signIn = await browser.graphql(LOGIN, {
      input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, otpCode: code, trustedComputer: true },
    });
    expect(signIn.body.data?.['login']).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
    const trusted = signIn.setCookies.find((cookie) => cookie.startsWith('portal_trusted='));
    expect(trusted).toMatch(/^portal_trusted=[^;]+; Path=\/; SameSite=Lax; Max-Age=7776000; HttpOnly$/);
    expect(trusted).not.toContain('UTILITY_TRUSTED_COMPUTER');

    // The same browser, later: no code is sent nor needed.
    await browser.graphql('mutation { logout { userErrors { code } } }');
    const sentBefore = await outboxCount(harness.apiUrl, DEMO_LOGINS.maria);
    expect(await requestCode(browser, DEMO_LOGINS.maria)).toMatchObject({ codeSent: false, channel: null, userErrors: [] });
    expect(await login(browser, { email: DEMO_LOGINS.maria })).toMatchObject({
      userErrors: [],
      viewer: { isAuthenticated: true },
    });
    expect(await outboxCount(harness.apiUrl, DEMO_LOGINS.maria)).toBe(sentBefore);

    // Another browser is not trusted, nor is a forged cookie.
    const other = harness.browser();
    expect(await login(other, { email: DEMO_LOGINS.maria })).toMatchObject({ userErrors: [{ code: 'OTP_REQUIRED' }] });
    const forger = harness.browser();
    forger.cookies.set('portal_trusted', `${browser.cookies.get('portal_trusted')?.split('.')[0]}.${'A'.repeat(43)}`);
    expect(await login(forger, { email: DEMO_LOGINS.maria })).toMatchObject({ userErrors: [{ code: 'OTP_REQUIRED' }] });
  });

  it('sends mobile users their code by SMS and locks resends (RESEND_TOO_SOON with retryAfterSeconds)', async () => {
    await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 30 } });
    try {
      const browser = harness.browser();
      expect(await requestCode(browser, DEMO_LOGINS.mobile)).toEqual({
        codeSent: true,
        channel: 'SMS',
        resendAvailableInSeconds: 30,
        userErrors: [],
      });
      expect((await outboxCode(harness.apiUrl, DEMO_LOGINS.mobile)).channel).toBe('sms');

      const again = (await requestCode(browser, DEMO_LOGINS.mobile)) as {
        codeSent: boolean;
        userErrors: Array<{ code: string; retryAfterSeconds: number; message: string }>;
      };
      expect(again).toMatchObject({ codeSent: false, userErrors: [{ code: 'RESEND_TOO_SOON' }] });
      expect(again.userErrors[0]?.retryAfterSeconds).toBeGreaterThanOrEqual(28);
      expect(again.userErrors[0]?.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect(again.userErrors[0]?.message).not.toBe('');

      const { code } = await outboxCode(harness.apiUrl, DEMO_LOGINS.mobile);
      expect(await login(browser, { email: DEMO_LOGINS.mobile, otpCode: code })).toMatchObject({
        userErrors: [],
        viewer: { isAuthenticated: true, user: { username: DEMO_LOGINS.mobile } },
      });
    } finally {
      await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
    }
  });

  it('refuses a wrong password at step 1 and reports missing fields without calling the upstream', async () => {
    const browser = harness.browser();
    browser.cookies.set('lang', 'en');
    const wrong = await browser.graphql(REQUEST_CODE, { input: { email: DEMO_LOGINS.maria, password: 'nope' } });
    expect(wrong.body.data?.['requestLoginCode']).toMatchObject({ codeSent: false, userErrors: [{ code: 'INVALID_CREDENTIALS' }] });

    harness.upstream.reset();
    const empty = await browser.graphql(REQUEST_CODE, { input: { email: ' ', password: '' } });
    expect(empty.body.data?.['requestLoginCode']).toEqual({
      codeSent: false,
      channel: null,
      resendAvailableInSeconds: null,
      userErrors: [
        { field: 'email', code: 'INVALID_INPUT', message: 'Enter your email or mobile number.', retryAfterSeconds: null },
        { field: 'password', code: 'INVALID_INPUT', message: 'Enter your password.', retryAfterSeconds: null },
      ],
    });
    expect(harness.upstream.calls()).toEqual([]);
  });

  it('keeps employees signing in without a code', async () => {
    const browser = harness.browser();
    expect(await requestCode(browser, DEMO_LOGINS.staff)).toMatchObject({ codeSent: false, userErrors: [] });
    expect(await login(browser, { email: DEMO_LOGINS.staff })).toMatchObject({ userErrors: [], viewer: { isAuthenticated: true } });
  });
});
