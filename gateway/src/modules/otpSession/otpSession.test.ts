import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0 });
  await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
});
afterAll(() => harness.close());

const START = /* GraphQL */ `mutation($input: StartOtpSessionInput!) {
  startOtpSession(input: $input) { session { token expiresAt lifetimeSeconds resendAvailableInSeconds smsSent } userErrors { field code message } } }`;
const VERIFY = /* GraphQL */ `mutation($input: VerifyOtpSessionCodeInput!) {
  verifyOtpSessionCode(input: $input) { verified userErrors { field code message } } }`;

function visitor(): TestBrowser {
  const browser = harness.browser();
  browser.cookies.set('lang', 'en');
  return browser;
}

async function start(browser: TestBrowser, input: object) {
  const answer = await browser.graphql(START, { input });
  if (answer.body.errors !== undefined) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.['startOtpSession'] as {
    session: { token: string; expiresAt: string; lifetimeSeconds: number; resendAvailableInSeconds: number; smsSent: boolean } | null;
    userErrors: Array<{ field: string | null; code: string; message: string }>;
  };
}

async function verify(browser: TestBrowser, input: object) {
  const answer = await browser.graphql(VERIFY, { input });
  if (answer.body.errors !== undefined) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.['verifyOtpSessionCode'] as { verified: boolean; userErrors: Array<{ field: string | null; code: string }> };
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('OTP sessions (001 §7 /Session/Create, /Session/ValidateOtp)', () => {
  it('starts a session with e-mail and SMS codes and verifies each code', async () => {
    const browser = visitor();
    const started = await start(browser, { email: 'otp.one@example.test', mobileNo: '+357 99 000111' });
    expect(started.userErrors).toEqual([]);
    expect(started.session).toMatchObject({ lifetimeSeconds: 300, resendAvailableInSeconds: 0, smsSent: true });
    const token = started.session!.token;
    // Five minutes from the start, less what a busy machine took since.
    expect(new Date(started.session!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 240_000);
    const sms = await outboxCode(harness.apiUrl, '35799000111');
    expect(sms.channel).toBe('sms');
    const email = await outboxCode(harness.apiUrl, 'otp.one@example.test');
    expect(await verify(browser, { token, channel: 'SMS', code: sms.code })).toEqual({ verified: true, userErrors: [] });
    expect(await verify(browser, { token, channel: 'EMAIL', code: email.code })).toEqual({ verified: true, userErrors: [] });
    expect(await verify(browser, { token, channel: 'EMAIL', code: wrongOf(email.code) })).toMatchObject({
      verified: false,
      userErrors: [{ code: 'OTP_INVALID', field: 'code' }],
    });
  });

  it('starts a phone-only session (001 §5 contact form) and refuses a session without any contact', async () => {
    const browser = visitor();
    const answer = await browser.graphql(
      `mutation($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token smsSent emailSent } userErrors { field code message } } }`,
      { input: { mobileNo: '+357 99 000222' } },
    );
    const started = answer.body.data?.['startOtpSession'] as { session: { token: string; smsSent: boolean; emailSent: boolean } | null };
    expect(started.session).toMatchObject({ smsSent: true, emailSent: false });
    const sms = await outboxCode(harness.apiUrl, '35799000222');
    expect(await verify(browser, { token: started.session!.token, channel: 'SMS', code: sms.code })).toEqual({ verified: true, userErrors: [] });
    const none = await start(browser, { email: ' ', mobileNo: null });
    expect(none).toEqual({
      session: null,
      userErrors: [{ field: 'email', code: 'INVALID_INPUT', message: 'Please enter an email address or a mobile number.' }],
    });
  });

  it('refuses invalid contacts as field errors', async () => {
    const started = await start(visitor(), { email: 'not-an-email', mobileNo: '12' });
    expect(started.session).toBeNull();
    expect(started.userErrors).toEqual([
      { field: 'email', code: 'INVALID_INPUT', message: 'Please enter a valid email address.' },
      { field: 'mobileNo', code: 'INVALID_INPUT', message: 'Please enter a valid phone number with its dial code.' },
    ]);
  });

  it('refuses a forged token: another session id with a copied signature, or a made-up one', async () => {
    const browser = visitor();
    const { session } = await start(browser, { email: 'otp.two@example.test' });
    const [id, expiry, signature] = session!.token.split('.') as [string, string, string];
    const { code } = await outboxCode(harness.apiUrl, 'otp.two@example.test');
    for (const token of [`${Number(id) - 1}.${expiry}.${signature}`, `${id}.${Number(expiry) + 1000}.${signature}`, id]) {
      expect(await verify(browser, { token, channel: 'EMAIL', code })).toMatchObject({
        verified: false,
        userErrors: [{ code: 'SESSION_EXPIRED', field: 'token' }],
      });
    }
    expect((await verify(browser, { token: session!.token, channel: 'EMAIL', code })).verified).toBe(true);
  });

  it('restarts a live session with new codes (Resend) under the same upstream session', async () => {
    const browser = visitor();
    const first = await start(browser, { email: 'otp.three@example.test' });
    const again = await start(browser, { email: 'otp.three@example.test', token: first.session!.token });
    expect(again.userErrors).toEqual([]);
    expect(again.session!.token.split('.')[0]).toBe(first.session!.token.split('.')[0]);
    const { code } = await outboxCode(harness.apiUrl, 'otp.three@example.test');
    expect((await verify(browser, { token: again.session!.token, channel: 'EMAIL', code })).verified).toBe(true);
  });

  it('refuses a Resend within the resend lock as RESEND_TOO_SOON with the wait (upstream HTTP 429 status 18)', async () => {
    await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 30 } });
    try {
      const browser = visitor();
      const first = await start(browser, { email: 'otp.five@example.test' });
      // The code step locks Resend from the session itself, whichever screen shows it.
      expect(first.session?.resendAvailableInSeconds).toBe(30);
      const again = await start(browser, { email: 'otp.five@example.test', token: first.session!.token });
      expect(again.session).toBeNull();
      expect(again.userErrors).toEqual([
        { field: null, code: 'RESEND_TOO_SOON', message: expect.stringContaining('30 seconds') },
      ]);
    } finally {
      await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
    }
  });

  it('answers OTP_LOCKED, not OTP_INVALID, once the code is locked: only a new code helps', async () => {
    const browser = visitor();
    const { session } = await start(browser, { email: 'otp.locked@example.test' });
    const { code } = await outboxCode(harness.apiUrl, 'otp.locked@example.test');
    const input = { token: session!.token, channel: 'EMAIL' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await verify(browser, { ...input, code: wrongOf(code) })).toMatchObject({ userErrors: [{ code: 'OTP_INVALID' }] });
    }
    expect(await verify(browser, { ...input, code })).toEqual({
      verified: false,
      userErrors: [{ field: 'code', code: 'OTP_LOCKED', message: 'Too many wrong attempts with this code. Please ask for a new code.' }],
    });
  });

  it('counts code checks per upstream session, so new tokens from restarts get no fresh budget', async () => {
    const own = await startHarness({ authAttemptsPerAddress: 1000 });
    try {
      await own.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0 } });
      const browser = own.browser();
      const email = 'otp.budget@example.test';
      const begin = async (token?: string) => {
        const answer = await browser.graphql(START, { input: { email, token } });
        return (answer.body.data?.['startOtpSession'] as { session: { token: string } }).session.token;
      };
      let token = await begin();
      const limit = own.config.authAttemptsPerIdentifier;
      for (let attempt = 0; attempt < limit; attempt += 1) {
        // The utility locks a code after 5 wrong tries: a restart sends a new one (and a new token).
        if (attempt % 5 === 0 && attempt > 0) token = await begin(token);
        const { code } = await outboxCode(own.apiUrl, email);
        const answer = await browser.graphql(VERIFY, { input: { token, channel: 'EMAIL', code: wrongOf(code) } });
        expect(answer.body.data?.['verifyOtpSessionCode']).toMatchObject({ userErrors: [{ code: 'OTP_INVALID' }] });
      }
      token = await begin(token);
      const { code } = await outboxCode(own.apiUrl, email);
      const limited = await browser.graphql(VERIFY, { input: { token, channel: 'EMAIL', code } });
      expect(limited.body.data?.['verifyOtpSessionCode']).toMatchObject({ verified: false, userErrors: [{ code: 'RATE_LIMITED' }] });
    } finally {
      await own.close();
    }
  });

  it('expires the session after otpSessionStepSeconds', async () => {
    await harness.dev('/__dev/settings', { values: { otpSessionStepSeconds: 60 } });
    try {
      const browser = visitor();
      const { session } = await start(browser, { email: 'otp.four@example.test' });
      expect(session!.lifetimeSeconds).toBe(60);
      const { code } = await outboxCode(harness.apiUrl, 'otp.four@example.test');
      // Only the date moves (the gateway's and the utility API's), not the timers the servers run on.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      expect(await verify(browser, { token: session!.token, channel: 'EMAIL', code })).toMatchObject({
        verified: false,
        userErrors: [{ code: 'SESSION_EXPIRED' }],
      });
    } finally {
      vi.useRealTimers();
      await harness.dev('/__dev/settings', { values: { otpSessionStepSeconds: 300 } });
    }
  });
});
