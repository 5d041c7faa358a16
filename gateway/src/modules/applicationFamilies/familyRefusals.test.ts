import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_VALUES } from '../../../../utility-api/src/routes/applicationFamilies/testing/fixtureFamilies.ts';
import type { Harness, ServedHarness } from '../../testing/harness.ts';
import { pdf, type HttpBrowser } from '../messages/httpClient.testkit.ts';
import { startFamilyHarness } from './familyHarness.testkit.ts';

const PAYLOAD = 'application { portalApplicationId } userErrors { field code message }';
const SAVE = `mutation ($input: SaveFamilyApplicationInput!) { saveFamilyApplication(input: $input) { ${PAYLOAD} } }`;
const SUBMIT = `mutation ($input: SubmitFamilyApplicationInput!) { submitFamilyApplication(input: $input) { ${PAYLOAD} } }`;
const DECIDE = `mutation ($input: DecideFamilyApplicationInput!) { decideFamilyApplication(input: $input) { ${PAYLOAD} } }`;
const START = 'mutation ($input: StartPaymentInput!) { startPayment(input: $input) { paymentId userErrors { field code message } } }';
const SLOTS = 'query ($id: Int!) { viewer { user { application(portalApplicationId: $id) { attachments(first: 10) { edges { node { id name } } } } } } }';
const REPLACE = 'mutation ($input: ReplaceApplicationAttachmentInput!) { replaceApplicationAttachment(input: $input) { userErrors { code } } }';

interface Payload {
  application: { portalApplicationId: number } | null;
  userErrors: Array<{ field: string | null; code: string; message: string }>;
}

let served: ServedHarness;
let harness: Harness;
let maria: HttpBrowser;
let andreas: HttpBrowser;
let staff: HttpBrowser;
beforeAll(async () => {
  ({ served, harness, maria, andreas, staff } = await startFamilyHarness());
});
afterAll(() => served.close());

const values = (map: Record<string, string>) => Object.entries(map).map(([path, value]) => ({ path, value }));

/** Runs one mutation and answers its payload with the upstream calls it made, and nothing else in between. */
async function counted(browser: HttpBrowser, query: string, input: object): Promise<{ payload: Payload; calls: string[] }> {
  harness.upstream.reset();
  const answer = await browser.graphql(query, { input });
  expect(answer.errors).toBeUndefined();
  const payload = Object.values(answer.data ?? {})[0] as Payload;
  // The viewer's profile is shared by a session's requests for a few seconds: only the calls about applications count.
  return { payload, calls: harness.upstream.calls().filter((path) => !path.startsWith('/account/')) };
}

async function submittedPermit(): Promise<number> {
  const saved = (await maria.graphql(SAVE, { input: { familyCode: 'testPermit', values: values(COMPLETE_VALUES) } })).data as { saveFamilyApplication: Payload };
  const id = saved.saveFamilyApplication.application!.portalApplicationId;
  const slots = (await maria.graphql(SLOTS, { id })).data as { viewer: { user: { application: { attachments: { edges: Array<{ node: { id: string; name: string } }> } } } } };
  const slot = slots.viewer.user.application.attachments.edges.find((edge) => edge.node.name === 'sitePlan')!.node;
  await maria.upload(REPLACE, { input: { attachmentId: slot.id, file: null } }, { 'input.file': pdf('site-plan.pdf') });
  expect(((await maria.graphql(SUBMIT, { input: { portalApplicationId: id } })).data as { submitFamilyApplication: Payload }).submitFamilyApplication.userErrors).toEqual([]);
  return id;
}

describe('refusals of the family application mutations: one upstream call each, mapped by its status', () => {
  let draft: number;
  let submitted: number;
  beforeAll(async () => {
    const saved = (await maria.graphql(SAVE, { input: { familyCode: 'testPermit', values: values({ fullName: 'Maria Georgiou' }) } })).data as { saveFamilyApplication: Payload };
    draft = saved.saveFamilyApplication.application!.portalApplicationId;
    submitted = await submittedPermit();
  });

  it('saves: another customer\'s application, a family not offered or not the application\'s, a stage past editing, malformed values', async () => {
    const cases: Array<[HttpBrowser, object, Partial<Payload['userErrors'][number]>]> = [
      [andreas, { familyCode: 'testPermit', portalApplicationId: draft, values: [] }, { code: 'NOT_FOUND', field: 'portalApplicationId', message: 'Application not found' }],
      [maria, { familyCode: 'noSuchFamily', values: [] }, { code: 'NOT_FOUND', field: 'familyCode', message: 'This kind of application is not offered' }],
      [maria, { familyCode: 'visitorNotice', portalApplicationId: draft, values: [] }, { code: 'NOT_FOUND', field: 'familyCode' }],
      [maria, { familyCode: 'testPermit', portalApplicationId: submitted, values: values({ ownWell: 'no' }) }, { code: 'NOT_EDITABLE', field: null, message: 'This application can no longer be changed' }],
      [maria, { familyCode: 'testPermit', portalApplicationId: draft, values: values({ startDate: '31/02/2026' }) }, { code: 'INVALID_INPUT', field: 'values.startDate' }],
    ];
    for (const [browser, input, error] of cases) {
      const { payload, calls } = await counted(browser, SAVE, input);
      expect(payload).toEqual({ application: null, userErrors: [expect.objectContaining(error)] });
      expect(calls).toEqual(['/familyapplication/save']);
    }
  });

  it('submits and decides: rules, a stage that does not allow the action, an application not found', async () => {
    const rules = await counted(maria, SUBMIT, { portalApplicationId: draft });
    expect(rules.payload.userErrors).toEqual(expect.arrayContaining([{ field: 'values.startDate', code: 'MANDATORY_FIELD', message: expect.any(String) }]));
    expect(rules.calls).toEqual(['/familyapplication/submit']);
    const again = await counted(maria, SUBMIT, { portalApplicationId: submitted });
    expect(again.payload.userErrors).toEqual([{ field: null, code: 'TRANSITION_NOT_ALLOWED', message: 'This action is not possible at the application\'s current stage' }]);
    expect(again.calls).toEqual(['/familyapplication/submit']);
    const notYours = await counted(andreas, SUBMIT, { portalApplicationId: submitted });
    expect(notYours.payload.userErrors).toMatchObject([{ code: 'NOT_FOUND', field: 'portalApplicationId' }]);
    expect(notYours.calls).toEqual(['/familyapplication/submit']);

    const tooEarly = await counted(staff, DECIDE, { portalApplicationId: submitted, decision: 'ISSUE' });
    expect(tooEarly.payload.userErrors).toMatchObject([{ code: 'TRANSITION_NOT_ALLOWED' }]);
    expect(tooEarly.calls.filter((path) => path.startsWith('/familyapplication/'))).toEqual(['/familyapplication/decide']);
    const missing = await counted(staff, DECIDE, { portalApplicationId: 999_999, decision: 'APPROVE' });
    expect(missing.payload.userErrors).toMatchObject([{ code: 'NOT_FOUND', field: 'portalApplicationId' }]);
  });

  it('changes with one call before the answer is read', async () => {
    const { payload, calls } = await counted(maria, SAVE, { familyCode: 'testPermit', portalApplicationId: draft, values: values({ ownWell: 'yes' }) });
    expect(payload).toEqual({ application: { portalApplicationId: draft }, userErrors: [] });
    expect(calls[0]).toBe('/familyapplication/save');
    expect(calls.filter((path) => path.startsWith('/familyapplication/'))).toEqual(['/familyapplication/save']);
  });

  it('refuses a fee with nothing due as NOTHING_DUE, with the utility\'s words', async () => {
    const { payload } = await counted(maria, START, { paymentType: 'APPLICATIONS', portalApplicationId: submitted, amount: '150.00', idempotencyKey: 'refusals-fee-1', returnPath: '/billPayment/return' });
    expect((payload as unknown as { userErrors: Payload['userErrors'] }).userErrors).toEqual([{ field: null, code: 'NOTHING_DUE', message: 'No fee is due on this application' }]);
  });
});
