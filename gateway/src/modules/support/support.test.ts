import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { outboxCode, outboxCount } from '../auth/outbox.testkit.ts';

const SUPPORT = 'support@utility.demo.test';
const EMAIL = 'visitor@example.test';

let harness: Harness;
let visitor: TestBrowser;
beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0 });
  visitor = harness.browser({ 'accept-language': 'en' });
});
afterEach(() => harness.dev('/__dev/reset-settings'));
afterAll(() => harness.close());

const START = /* GraphQL */ `
  mutation Start($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token } userErrors { code } } }
`;
const VERIFY = /* GraphQL */ `
  mutation Verify($input: VerifyOtpSessionCodeInput!) { verifyOtpSessionCode(input: $input) { verified userErrors { code } } }
`;
const SEND = /* GraphQL */ `
  mutation Send($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) { reference userErrors { field code message } } }
`;

interface SendResult { reference: string | null; userErrors: Array<{ field: string | null; code: string; message: string }> }

async function startSession(email: string): Promise<string> {
  const answer = await visitor.graphql(START, { input: { email } });
  const token = (answer.body.data as { startOtpSession: { session: { token: string } | null } }).startOtpSession.session?.token;
  if (!token) throw new Error(JSON.stringify(answer.body));
  return token;
}

async function send(input: object): Promise<SendResult> {
  const answer = await visitor.graphql(SEND, { input: { name: 'Eleni', subject: 'Leak', message: 'Water on the street', channel: 'EMAIL', ...input } });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { sendSupportMessage: SendResult }).sendSupportMessage;
}

describe('sendSupportMessage', () => {
  it('sends the message of a verified session to support, naming the sender and the verified e-mail', async () => {
    const token = await startSession(EMAIL);
    const { code } = await outboxCode(harness.apiUrl, EMAIL);
    const verified = await visitor.graphql(VERIFY, { input: { token, channel: 'EMAIL', code } });
    expect((verified.body.data as { verifyOtpSessionCode: { verified: boolean } }).verifyOtpSessionCode.verified).toBe(true);
    const result = await send({ token, code });
    expect(result).toEqual({ reference: expect.stringMatching(/^SU-\d{6}$/), userErrors: [] });
    const outbox = await fetch(`${harness.apiUrl}/__dev/outbox?recipient=${SUPPORT}`);
    const [latest] = (await outbox.json()) as Array<{ subject: string; body: string }>;
    expect(latest?.subject).toBe('Support message: Leak');
    expect(latest?.body).toContain(`Email: ${EMAIL} (verified)`);
    expect(latest?.body).toContain('From: Eleni');
  });

  it('sends the message of a phone-only session verified by its SMS code (001 §5: at least one of email or phone)', async () => {
    const answer = await visitor.graphql(START, { input: { mobileNo: '+357 99 555123' } });
    const token = (answer.body.data as { startOtpSession: { session: { token: string } | null } }).startOtpSession.session?.token;
    expect(token).toBeDefined();
    const { code, channel } = await outboxCode(harness.apiUrl, '35799555123');
    expect(channel).toBe('sms');
    const result = await send({ token, code, channel: 'SMS' });
    expect(result).toEqual({ reference: expect.stringMatching(/^SU-\d{6}$/), userErrors: [] });
    const outbox = await fetch(`${harness.apiUrl}/__dev/outbox?recipient=${SUPPORT}`);
    const [latest] = (await outbox.json()) as Array<{ body: string }>;
    expect(latest?.body).toContain('Mobile: +35799555123 (verified)');
    expect(latest?.body).not.toContain('Email:');
  });

  it('refuses a wrong code and a forged token, sending nothing', async () => {
    const before = await outboxCount(harness.apiUrl, SUPPORT);
    const token = await startSession('second@example.test');
    const { code } = await outboxCode(harness.apiUrl, 'second@example.test');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await send({ token, code: wrong });
    expect(refused.reference).toBeNull();
    expect(refused.userErrors).toMatchObject([{ field: 'code', code: 'OTP_INVALID' }]);
    expect((await send({ token: `${token}x`, code })).userErrors).toMatchObject([{ field: 'token', code: 'SESSION_EXPIRED' }]);
    expect(await outboxCount(harness.apiUrl, SUPPORT)).toBe(before);
  });

  it('names empty fields and refuses while the support page is off', async () => {
    const token = await startSession('third@example.test');
    const { code } = await outboxCode(harness.apiUrl, 'third@example.test');
    expect((await send({ token, code, name: ' ', message: '' })).userErrors).toEqual([
      { field: 'name', code: 'INVALID_INPUT', message: 'This field is mandatory.' },
      { field: 'message', code: 'INVALID_INPUT', message: 'This field is mandatory.' },
    ]);
    await harness.dev('/__dev/organisation-settings', { values: { enableSupportPage: false } });
    expect(await send({ token, code })).toEqual({
      reference: null,
      userErrors: [{ field: null, code: 'NOT_ALLOWED', message: 'The support page is not offered.' }],
    });
  });
});

describe('privacyPolicy and contactLocations', () => {
  it('answers the policy paragraphs and the contact locations in the request language', async () => {
    const answer = await visitor.graphql('{ privacyPolicy { language paragraphs { title text } } contactLocations { title text } }');
    const data = answer.body.data as { privacyPolicy: { language: string; paragraphs: unknown[] } | null; contactLocations: unknown[] };
    expect(data.privacyPolicy?.language).toBe('en');
    expect(data.privacyPolicy?.paragraphs.length).toBeGreaterThan(0);
    expect(data.contactLocations.length).toBeGreaterThan(0);
  });

  it('answers no policy while the organisation does not offer it', async () => {
    await harness.dev('/__dev/organisation-settings', { values: { enablePrivacyPolicy: false } });
    const answer = await visitor.graphql('{ privacyPolicy { language } }');
    expect(answer.body.data).toEqual({ privacyPolicy: null });
  });
});
