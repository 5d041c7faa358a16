import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';

// The submissions an OTP session authorizes (new-customer application, customer evaluation, support
// message): one per session, one code check per request, idempotent by key.

const CODE_BUDGET = 6;

let harness: Harness;
let visitor: TestBrowser;
beforeAll(async () => {
  harness = await startHarness({ authAttemptsPerAddress: 1000, authAttemptsPerIdentifier: CODE_BUDGET });
  // The seeded settings leave the evaluation off (000 §3 newCustomerEvaluationApplication).
  await harness.dev('/__dev/settings', { values: { otpDisableResendSeconds: 0, newCustomerEvaluationApplication: true } });
  visitor = harness.browser({ 'accept-language': 'en' });
}, 60_000);
afterAll(() => harness.close());
beforeEach(() => harness.upstream.reset());

const START = `mutation($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token } userErrors { code } } }`;
const NEW_CUSTOMER = `mutation($input: SubmitNewCustomerApplicationInput!) {
  submitNewCustomerApplication(input: $input) { applicationId successMessage userErrors { field code message } } }`;
const EVALUATION = `mutation($input: SubmitCustomerEvaluationInput!) {
  submitCustomerEvaluation(input: $input) { accessKey evaluation { reference } userErrors { field code message } } }`;
const SUPPORT = `mutation($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) { reference userErrors { field code message } } }`;

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const codesOf = (userErrors: Array<{ code: string }>) => userErrors.map((error) => error.code);

async function openSession(email: string, token?: string): Promise<{ token: string; code: string }> {
  const answer = await visitor.graphql(START, { input: { email, token } });
  const session = (answer.body.data?.['startOtpSession'] as { session: { token: string } | null }).session;
  if (session === null) throw new Error(JSON.stringify(answer.body));
  return { token: session.token, code: (await outboxCode(harness.apiUrl, email)).code };
}

async function run<T>(query: string, name: string, input: object): Promise<T> {
  const answer = await visitor.graphql(query, { input });
  if (answer.body.errors !== undefined) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.[name] as T;
}

type Application = { applicationId: number | null; successMessage: string | null; userErrors: Array<{ field: string | null; code: string }> };
/** The custom fields of the demo wizard (`utility-api` seed), filled in. */
const CUSTOM_VALUES = [
  { customFieldId: 1, text: 'P-9' }, { customFieldId: 2, number: 2 }, { customFieldId: 3, number: 80 }, { customFieldId: 4, date: '2027-05-01' },
  { customFieldId: 5, itemId: 2 }, { customFieldId: 6, itemId: 21 }, { customFieldId: 7, itemId: 1 }, { customFieldId: 8, itemId: 3 },
];
const FORM = {
  accountType: 0, consumerType: 1, initial: 'K', surname: 'Ioannou', cellTelNo: '+35799765400', consentReceiveSms: false, customFieldValues: CUSTOM_VALUES,
};
const apply = (email: string, session: { token: string; code: string }, extra: object = {}) =>
  run<Application>(NEW_CUSTOMER, 'submitNewCustomerApplication', { ...FORM, email, token: session.token, emailCode: session.code, ...extra });
const creations = () => harness.upstream.count('/NewCustomer/CreateApplication');

describe('one OTP session, one submission', () => {
  it('makes one new-customer application per session: another submission gets SESSION_USED and creates nothing', async () => {
    const email = 'one.application@example.test';
    const session = await openSession(email);
    const first = await apply(email, session, { idempotencyKey: 'attempt-1' });
    expect(first).toMatchObject({ applicationId: expect.any(Number), userErrors: [] });
    for (const idempotencyKey of [null, 'attempt-2']) {
      expect(await apply(email, session, { idempotencyKey })).toEqual({
        applicationId: null,
        successMessage: null,
        userErrors: [{
          field: 'token',
          code: 'SESSION_USED',
          message: 'This verification was already used to send your request. Verify your contact details again to send another.',
        }],
      });
    }
    expect(creations()).toBe(1);
    // A Resend of the used session opens a new one, whose codes make the next application.
    const next = await openSession(email, session.token);
    expect(next.token.split('.')[0]).not.toBe(session.token.split('.')[0]);
    expect((await apply(email, next)).applicationId).toBe(first.applicationId! + 1);
  });

  it('answers the first application again for the same idempotencyKey, also to requests sent together', async () => {
    const email = 'same.key@example.test';
    const session = await openSession(email);
    const [a, b] = await Promise.all([apply(email, session, { idempotencyKey: 'k-1' }), apply(email, session, { idempotencyKey: 'k-1' })]);
    expect(a.userErrors).toEqual([]);
    expect(b).toEqual(a);
    expect(await apply(email, session, { idempotencyKey: 'k-1' })).toEqual(a);
    expect(creations()).toBe(1);
  });

  it('answers the first evaluation and the first support message again for their keys', async () => {
    const evaluation = {
      name: 'Andreas Ioannou', address: '3 Makariou Avenue', postalCode: '6016', supplyType: 'WATER', propertyType: 'HOUSE',
      usageType: 'DOMESTIC', occupants: 3, consentTerms: true, consentContactByEmail: true, consentContactBySms: false,
    };
    const applicant = await openSession('evaluation.key@example.test');
    const submitEvaluation = (idempotencyKey: string) =>
      run<{ accessKey: string | null; userErrors: unknown[] }>(EVALUATION, 'submitCustomerEvaluation', {
        ...evaluation, token: applicant.token, emailCode: applicant.code, idempotencyKey,
      });
    const firstEvaluation = await submitEvaluation('e-1');
    expect(firstEvaluation).toMatchObject({ accessKey: expect.any(String), userErrors: [] });
    expect(await submitEvaluation('e-1')).toEqual(firstEvaluation);
    expect(codesOf((await submitEvaluation('e-2')).userErrors as Array<{ code: string }>)).toEqual(['SESSION_USED']);

    const sender = await openSession('support.key@example.test');
    const sendMessage = (idempotencyKey: string) =>
      run<{ reference: string | null; userErrors: unknown[] }>(SUPPORT, 'sendSupportMessage', {
        token: sender.token, channel: 'EMAIL', code: sender.code, name: 'Eleni', subject: 'Leak', message: 'Water', idempotencyKey,
      });
    const firstMessage = await sendMessage('s-1');
    expect(firstMessage).toMatchObject({ reference: expect.stringMatching(/^SU-/), userErrors: [] });
    expect(await sendMessage('s-1')).toEqual(firstMessage);
    expect(harness.upstream.count('/Utility/SendContactUsEmail')).toBe(1);
  });
});

describe('code checks of submissions', () => {
  it('count against the session\'s code budget, answer OTP_LOCKED for a locked code, then RATE_LIMITED without asking the utility', async () => {
    const sender = await openSession('support.guess@example.test');
    const send = (code: string) =>
      run<{ userErrors: Array<{ code: string }> }>(SUPPORT, 'sendSupportMessage', {
        token: sender.token, channel: 'EMAIL', code, name: 'Eleni', subject: 'Leak', message: 'Water',
      });
    const answers: string[] = [];
    for (let attempt = 0; attempt < CODE_BUDGET; attempt += 1) answers.push(...codesOf((await send(wrongOf(sender.code))).userErrors));
    expect(answers).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_LOCKED']);
    harness.upstream.reset();
    expect(codesOf((await send(sender.code)).userErrors)).toEqual(['RATE_LIMITED']);
    expect(harness.upstream.count('/Utility/SendContactUsEmail')).toBe(0);
  });

  it('answer OTP_LOCKED for a new-customer application whose e-mail code is locked, even with the right code', async () => {
    const email = 'locked.application@example.test';
    const session = await openSession(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(codesOf((await apply(email, { ...session, code: wrongOf(session.code) })).userErrors)).toEqual(['OTP_INVALID']);
    }
    expect((await apply(email, session)).userErrors).toEqual([
      { field: 'emailCode', code: 'OTP_LOCKED', message: 'Too many wrong attempts with this code. Please ask for a new code.' },
    ]);
  });

  it('are one per request: aliased submissions are refused before any runs', async () => {
    const aliased = [
      'mutation($s: SendSupportMessageInput!) { a: sendSupportMessage(input: $s) { reference } b: sendSupportMessage(input: $s) { reference } }',
      `mutation($e: SubmitCustomerEvaluationInput!, $n: SubmitNewCustomerApplicationInput!) {
        a: submitCustomerEvaluation(input: $e) { accessKey } b: submitNewCustomerApplication(input: $n) { applicationId } }`,
    ];
    for (const document of aliased) {
      const answer = await visitor.graphql(document);
      expect(answer.body.errors?.map((error) => error.extensions?.['code'])).toContain('SENSITIVE_OPERATION_LIMIT');
    }
    expect(harness.upstream.calls()).toEqual([]);
  });
});
