import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

// Settings that switch features off hold in the gateway, not only in the client's menu (`000 §3`, `000 §6`):
// an integrator calling the API directly is refused too, before the utility is asked.

let harness: Harness;
let visitor: TestBrowser;
beforeAll(async () => {
  harness = await startHarness({ settingsCacheTtlSeconds: 0, profileCacheTtlMs: 0 });
  visitor = harness.browser({ 'accept-language': 'en' });
});
afterAll(() => harness.close());

const settings = (values: Record<string, unknown>) => harness.dev('/__dev/settings', { values });
const upstreamWrites = () => harness.upstream.calls().filter((path) => !/^\/(utility|account\/getprofiledetails)/i.test(path));

describe('newCustomerApplication', () => {
  it('closes the wizard and its submission while it is off', async () => {
    await settings({ newCustomerApplication: false, newCustomerEvaluationApplication: true });
    try {
      const wizard = await visitor.graphql('{ newCustomerWizard { addressLineNames } }');
      expect(wizard.body).toMatchObject({ data: null, errors: [{ message: 'New customer applications are not offered at the moment.', extensions: { code: 'FORBIDDEN' } }] });
      harness.upstream.reset();
      const submit = await visitor.graphql(
        'mutation($input: SubmitNewCustomerApplicationInput!) { submitNewCustomerApplication(input: $input) { applicationId userErrors { field code message } } }',
        { input: { token: 'x', emailCode: '123456', accountType: 0, consumerType: 1, initial: 'A', surname: 'Ioannou', email: 'a@example.test', cellTelNo: '+35799001122', consentReceiveSms: false } },
      );
      expect(submit.body.data).toEqual({
        submitNewCustomerApplication: { applicationId: null, userErrors: [{ field: null, code: 'NOT_ALLOWED', message: 'New customer applications are not offered at the moment.' }] },
      });
      expect(upstreamWrites()).toEqual([]);
    } finally {
      await harness.dev('/__dev/reset-settings');
    }
    expect((await visitor.graphql('{ newCustomerWizard { addressLineNames } }')).body.errors).toBeUndefined();
  });
});

describe('newCustomerEvaluationApplication', () => {
  const SUBMIT = 'mutation($input: SubmitCustomerEvaluationInput!) { submitCustomerEvaluation(input: $input) { accessKey userErrors { field code message } } }';
  const input = {
    token: 'forged', emailCode: '123456', name: 'Andreas Ioannou', address: '3 Makariou Avenue', postalCode: '6016', supplyType: 'WATER',
    propertyType: 'APARTMENT', usageType: 'DOMESTIC', occupants: 3, consentTerms: true, consentContactByEmail: true, consentContactBySms: false,
  };

  it('refuses an evaluation while it is off, and lets it through to the session check when on', async () => {
    await settings({ newCustomerEvaluationApplication: false });
    try {
      harness.upstream.reset();
      expect((await visitor.graphql(SUBMIT, { input })).body.data).toEqual({
        submitCustomerEvaluation: { accessKey: null, userErrors: [{ field: null, code: 'NOT_ALLOWED', message: 'Customer evaluation applications are not offered at the moment.' }] },
      });
      expect(upstreamWrites()).toEqual([]);
      await settings({ newCustomerEvaluationApplication: true });
      expect((await visitor.graphql(SUBMIT, { input })).body.data).toMatchObject({ submitCustomerEvaluation: { userErrors: [{ field: 'token', code: 'SESSION_EXPIRED' }] } });
    } finally {
      await harness.dev('/__dev/reset-settings');
    }
  });
});

describe('the contact form of a profile (000 §3 showContactUsEmail)', () => {
  const SEND = 'mutation($input: SendContactMessageInput!) { sendContactMessage(input: $input) { reference userErrors { field code message } } }';

  it('refuses the message of a customer whose profile is not offered the form', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria, { 'accept-language': 'en' });
    const profile = (show: boolean) => harness.dev('/__dev/contact-us-profile', { Login: DEMO_LOGINS.maria, ShowContactUsEmail: show, ContactUsUrl: show ? null : 'https://www.demo-water.test/contact' });
    await profile(false);
    try {
      harness.upstream.reset();
      expect((await maria.graphql(SEND, { input: { subject: 'Leak', message: 'Water on the pavement' } })).body.data).toEqual({
        sendContactMessage: { reference: null, userErrors: [{ field: null, code: 'NOT_ALLOWED', message: 'The contact form is not offered for your profile.' }] },
      });
      expect(upstreamWrites()).toEqual([]);
    } finally {
      await profile(true);
    }
    expect((await maria.graphql(SEND, { input: { subject: 'Leak', message: 'Water on the pavement' } })).body.data).toMatchObject({
      sendContactMessage: { reference: expect.stringMatching(/^CU-\d{6}$/), userErrors: [] },
    });
  });
});
