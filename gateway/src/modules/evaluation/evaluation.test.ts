import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { startHarness, type Harness } from '../../testing/harness.ts';
import { outboxCode } from '../auth/outbox.testkit.ts';

let harness: Harness;
let visitor: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  // The seeded settings leave the evaluation off (000 §3 newCustomerEvaluationApplication); the gateway holds to it.
  await harness.dev('/__dev/settings', { values: { newCustomerEvaluationApplication: true } });
  visitor = harness.browser({ 'accept-language': 'en' });
});
afterAll(() => harness.close());

const START = /* GraphQL */ `
  mutation Start($input: StartOtpSessionInput!) { startOtpSession(input: $input) { session { token } userErrors { code } } }
`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitCustomerEvaluationInput!) {
    submitCustomerEvaluation(input: $input) {
      accessKey
      evaluation { reference status name email address postalCode supplyType propertyType usageType occupants estimatedMonthlyConsumption }
      userErrors { field code message }
    }
  }
`;

interface Payload { accessKey: string | null; evaluation: Record<string, unknown> | null; userErrors: Array<{ field: string | null; code: string; message: string }> }

const application = {
  name: 'Andreas Ioannou',
  address: '3 Makariou Avenue, Larnaca',
  postalCode: '6016',
  supplyType: 'WATER',
  propertyType: 'APARTMENT',
  usageType: 'DOMESTIC',
  occupants: 3,
  estimatedMonthlyConsumption: 12.5,
  consentTerms: true,
  consentContactByEmail: true,
  consentContactBySms: false,
};

async function startSession(email: string): Promise<string> {
  const answer = await visitor.graphql(START, { input: { email } });
  const token = (answer.body.data as { startOtpSession: { session: { token: string } | null } }).startOtpSession.session?.token;
  if (!token) throw new Error(JSON.stringify(answer.body));
  return token;
}

async function submit(input: object): Promise<Payload> {
  const answer = await visitor.graphql(SUBMIT, { input: { ...application, ...input } });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { submitCustomerEvaluation: Payload }).submitCustomerEvaluation;
}

describe('submitCustomerEvaluation and customerEvaluation', () => {
  it('submits a verified application and reads it back by its access key', async () => {
    const token = await startSession('applicant@example.test');
    const { code } = await outboxCode(harness.apiUrl, 'applicant@example.test');
    const result = await submit({ token, emailCode: code });
    expect(result.userErrors).toEqual([]);
    expect(result.evaluation).toEqual({
      reference: expect.stringMatching(/^EV-\d{6}$/),
      status: 'SUBMITTED',
      name: 'Andreas Ioannou',
      email: 'applicant@example.test',
      address: '3 Makariou Avenue, Larnaca',
      postalCode: '6016',
      supplyType: 'WATER',
      propertyType: 'APARTMENT',
      usageType: 'DOMESTIC',
      occupants: 3,
      estimatedMonthlyConsumption: 12.5,
    });
    const read = await visitor.graphql('query ($key: String!) { customerEvaluation(accessKey: $key) { reference } }', { key: result.accessKey });
    expect(read.body.data).toEqual({ customerEvaluation: { reference: result.evaluation?.reference } });
    const unknown = await visitor.graphql('{ customerEvaluation(accessKey: "nope") { reference } }');
    expect(unknown.body.data).toEqual({ customerEvaluation: null });
  });

  it('names every invalid field, and refuses a wrong code and a forged token', async () => {
    const invalid = await submit({ token: 'x', emailCode: '000000', name: ' ', postalCode: '12', occupants: 0, consentTerms: false });
    expect(invalid.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['name', 'INVALID_INPUT'],
      ['postalCode', 'INVALID_INPUT'],
      ['occupants', 'INVALID_INPUT'],
      ['consentTerms', 'INVALID_INPUT'],
    ]);
    expect((await submit({ token: 'forged', emailCode: '000000' })).userErrors).toMatchObject([{ field: 'token', code: 'SESSION_EXPIRED' }]);
    const token = await startSession('wrong@example.test');
    const { code } = await outboxCode(harness.apiUrl, 'wrong@example.test');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await submit({ token, emailCode: wrong });
    expect(refused.accessKey).toBeNull();
    expect(refused.userErrors).toMatchObject([{ code: 'OTP_INVALID' }]);
  });
});
