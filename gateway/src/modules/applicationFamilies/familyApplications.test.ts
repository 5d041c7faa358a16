import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeActions } from '../../../../shared/applicationForms/stages.ts';
import { problemText } from '../../../../shared/applicationForms/problems.ts';
import { COMPLETE_VALUES, TEST_FAMILIES } from '../../../../utility-api/src/routes/applicationFamilies/testing/fixtureFamilies.ts';
import type { RunningGateway } from '../../server.ts';
import { DEMO_LOGINS, startServedHarness, type Harness, type ServedHarness } from '../../testing/harness.ts';
import { pdf, signedInOverHttp, type HttpBrowser } from '../messages/httpClient.testkit.ts';

const DETAILS = 'familyDetails { family { code } stage editable values { path value } history { stage changedBy comment } availableDecisions }';
const SAVE = /* GraphQL */ `mutation ($input: SaveFamilyApplicationInput!) { saveFamilyApplication(input: $input) {
  application { portalApplicationId name status ${DETAILS} attachments(first: 10) { edges { node { id name isMandatory fileName } } } }
  userErrors { field code message } } }`;
const SUBMIT = /* GraphQL */ `mutation ($input: SubmitFamilyApplicationInput!) { submitFamilyApplication(input: $input) {
  application { status ${DETAILS} } userErrors { field code message } } }`;
const DECIDE = /* GraphQL */ `mutation ($input: DecideFamilyApplicationInput!) { decideFamilyApplication(input: $input) {
  application { status ${DETAILS} } userErrors { field code message } } }`;
const READ = /* GraphQL */ `query ($id: Int!) { viewer { user { application(portalApplicationId: $id) { ${DETAILS} } } } }`;
const REPLACE = /* GraphQL */ `mutation ($input: ReplaceApplicationAttachmentInput!) { replaceApplicationAttachment(input: $input) { userErrors { code } } }`;

interface Details { family: { code: string }; stage: string; editable: boolean; values: Array<{ path: string; value: string }>; history: Array<{ stage: string; changedBy: string; comment: string | null }>; availableDecisions: string[] }
interface Application { portalApplicationId: number; name: string; status: string; familyDetails: Details; attachments: { edges: Array<{ node: { id: string; name: string; isMandatory: boolean; fileName: string | null } }> } }
interface Payload { application: Application | null; userErrors: Array<{ field: string | null; code: string; message: string }> }

let served: ServedHarness;
let harness: Harness;
let running: RunningGateway;
let maria: HttpBrowser;
let andreas: HttpBrowser;
let staff: HttpBrowser;
beforeAll(async () => {
  served = await startServedHarness({}, undefined, { families: TEST_FAMILIES });
  ({ harness, running } = served);
  [maria, andreas, staff] = await Promise.all([DEMO_LOGINS.maria, DEMO_LOGINS.mobile, DEMO_LOGINS.staff].map((login) => signedInOverHttp(running.url, login)));
});
afterAll(() => served.close());

const values = (map: Record<string, string>) => Object.entries(map).map(([path, value]) => ({ path, value }));
const payloadOf = async (browser: HttpBrowser, query: string, input: object, field: string): Promise<Payload> => {
  const answer = await browser.graphql(query, { input });
  expect(answer.errors).toBeUndefined();
  return answer.data?.[field] as Payload;
};
const save = (input: object, browser = maria) => payloadOf(browser, SAVE, input, 'saveFamilyApplication');
const submit = (id: number) => payloadOf(maria, SUBMIT, { portalApplicationId: id }, 'submitFamilyApplication');
const decide = (id: number, decision: string, comment?: string) => payloadOf(staff, DECIDE, { portalApplicationId: id, decision, comment }, 'decideFamilyApplication');
const read = async (browser: HttpBrowser, id: number) =>
  ((await browser.graphql(READ, { id })).data as { viewer: { user: { application: { familyDetails: Details } | null } } }).viewer.user.application?.familyDetails;
const en = (code: Parameters<typeof problemText>[1]['code']) => problemText('en', { path: '', code });
const PERMIT_FEE = { hasFee: true, payBeforeIssue: true };

describe('saving and submitting a family application', () => {
  let draft: Application;

  it('saves a new draft with its values and one attachment entry per document', async () => {
    const saved = await save({ familyCode: 'testPermit', values: values({ fullName: 'Maria Georgiou', 'vehicles.0.registration': 'ABC123' }) });
    expect(saved.userErrors).toEqual([]);
    draft = saved.application as Application;
    expect(draft).toMatchObject({ name: 'Test permit', status: 'DRAFT', familyDetails: { family: { code: 'testPermit' }, stage: 'SAVED', editable: true, availableDecisions: [] } });
    expect(draft.familyDetails.values).toEqual(values({ fullName: 'Maria Georgiou', 'vehicles.0.registration': 'ABC123' }));
    expect(draft.attachments.edges.map((edge) => [edge.node.name, edge.node.isMandatory])).toEqual([['sitePlan', true], ['photo', false]]);

    const again = await save({ familyCode: 'testPermit', portalApplicationId: draft.portalApplicationId, values: values({ fullName: '', ownWell: 'yes' }) });
    expect(again.application?.familyDetails.values).toEqual(values({ 'vehicles.0.registration': 'ABC123', ownWell: 'yes' }));
    // Another customer's application is not found, as one that does not exist.
    expect(await save({ familyCode: 'testPermit', portalApplicationId: draft.portalApplicationId, values: [] }, andreas)).toMatchObject({ application: null, userErrors: [{ code: 'NOT_FOUND', field: 'portalApplicationId' }] });
  });

  it('refuses malformed values, each by its path and with the rule\'s text', async () => {
    const id = draft.portalApplicationId;
    const malformed = await save({ familyCode: 'testPermit', portalApplicationId: id, values: values({ startDate: '31/02/2026', 'site.postcode': '123' }) });
    expect(malformed).toEqual({
      application: null,
      userErrors: [
        { field: 'values.startDate', code: 'INVALID_INPUT', message: en('invalidDate') },
        { field: 'values.site.postcode', code: 'INVALID_INPUT', message: en('postcodeFormat') },
      ],
    });
    const unknown = await save({ familyCode: 'testPermit', portalApplicationId: id, values: values({ noSuchField: 'x' }) });
    expect(unknown.userErrors).toEqual([{ field: 'values.noSuchField', code: 'INVALID_INPUT', message: en('unknownField') }]);
    expect(await save({ familyCode: 'noSuchFamily', values: [] })).toMatchObject({ application: null, userErrors: [{ code: 'NOT_FOUND', field: 'familyCode' }] });
  });

  it('refuses to submit while rules or mandatory documents fail, and submits once the document is uploaded', async () => {
    const incomplete = await submit(draft.portalApplicationId);
    expect(incomplete.application).toBeNull();
    expect(incomplete.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'values.fullName', code: 'MANDATORY_FIELD', message: en('required') },
        { field: 'documents.sitePlan', code: 'MANDATORY_FIELD', message: en('documentMissing') },
      ]),
    );
    await save({ familyCode: 'testPermit', portalApplicationId: draft.portalApplicationId, values: values(COMPLETE_VALUES) });
    expect((await submit(draft.portalApplicationId)).userErrors).toEqual([{ field: 'documents.sitePlan', code: 'MANDATORY_FIELD', message: en('documentMissing') }]);

    const slot = draft.attachments.edges.find((edge) => edge.node.name === 'sitePlan')?.node;
    const uploaded = await maria.upload(REPLACE, { input: { attachmentId: slot?.id, file: null } }, { 'input.file': pdf('site-plan.pdf') });
    expect(uploaded.data?.['replaceApplicationAttachment']).toEqual({ userErrors: [] });
    const heard = running.gateway.services.pubsub.subscribe('workQueueChanged')[Symbol.asyncIterator]();
    const event = heard.next();
    const submitted = await submit(draft.portalApplicationId);
    await event;
    await heard.return?.();
    expect(submitted).toMatchObject({ userErrors: [], application: { status: 'NEW', familyDetails: { stage: 'SUBMITTED', editable: false, availableDecisions: [] } } });
    expect(await save({ familyCode: 'testPermit', portalApplicationId: draft.portalApplicationId, values: values({ ownWell: 'no' }) })).toMatchObject({
      application: null, userErrors: [{ code: 'NOT_EDITABLE' }],
    });
    expect((await submit(draft.portalApplicationId)).userErrors).toMatchObject([{ code: 'TRANSITION_NOT_ALLOWED' }]);
  });

  it('lets employees of the queue decide what the stage allows, comments required where the applicant must read why', async () => {
    const id = draft.portalApplicationId;
    expect((await read(staff, id))?.availableDecisions).toEqual(employeeActions('SUBMITTED', PERMIT_FEE));
    const byCustomer = await maria.graphql(DECIDE, { input: { portalApplicationId: id, decision: 'APPROVE' } });
    expect(byCustomer.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    harness.upstream.reset();
    expect((await decide(id, 'REQUEST_CHANGES', '   ')).userErrors).toEqual([{ field: 'comment', code: 'MANDATORY_FIELD', message: 'This field is mandatory.' }]);
    expect((await decide(id, 'REJECT', 'x'.repeat(2001))).userErrors).toMatchObject([{ field: 'comment', code: 'TOO_LONG' }]);
    expect(harness.upstream.count('/FamilyApplication/Decide')).toBe(0);
    expect((await decide(id, 'ISSUE')).userErrors).toMatchObject([{ code: 'TRANSITION_NOT_ALLOWED' }]);

    const sentBack = await decide(id, 'REQUEST_CHANGES', 'Please add a photo.');
    expect(sentBack).toMatchObject({ userErrors: [], application: { status: 'DRAFT', familyDetails: { stage: 'CHANGES_REQUESTED', availableDecisions: [] } } });
    const mine = await read(maria, id);
    expect(mine).toMatchObject({ stage: 'CHANGES_REQUESTED', editable: true, availableDecisions: [] });
    expect(mine?.history.map((change) => [change.stage, change.comment])).toEqual([['SAVED', null], ['SUBMITTED', null], ['CHANGES_REQUESTED', 'Please add a photo.']]);
    expect((await submit(id)).userErrors).toEqual([]);

    const approved = await decide(id, 'APPROVE');
    expect(approved.application?.familyDetails).toMatchObject({ stage: 'APPROVED', availableDecisions: employeeActions('APPROVED', PERMIT_FEE) });
    expect(approved.application?.familyDetails.availableDecisions).toEqual(['REQUEST_PAYMENT', 'REJECT']);
    expect((await decide(id, 'REQUEST_PAYMENT')).application?.familyDetails).toMatchObject({ stage: 'AWAITING_PAYMENT', availableDecisions: ['REJECT'] });
    expect(await read(andreas, id)).toBeUndefined();
  });

  it('lists family applications in the customer-service queue by name, filtered by their type', async () => {
    const queue = await staff.graphql('{ workQueue(kind: CUSTOMER_SERVICE, filter: { applicationType: 49 }) { edges { node { portalApplicationId name typeName } } } }');
    const nodes = (queue.data as { workQueue: { edges: Array<{ node: { portalApplicationId: number; name: string; typeName: string } }> } }).workQueue.edges.map((edge) => edge.node);
    expect(nodes).toContainEqual({ portalApplicationId: draft.portalApplicationId, name: 'Test permit', typeName: 'Test permit' });
    expect(nodes.every((node) => node.typeName === 'Test permit')).toBe(true);
    const types = await staff.graphql('{ applicationTypes(kind: CUSTOMER_SERVICE) { applicationType name } }');
    expect((types.data as { applicationTypes: Array<{ applicationType: number; name: string }> }).applicationTypes).toEqual(
      expect.arrayContaining([{ applicationType: 21, name: 'Customer evaluation' }, { applicationType: 48, name: 'Visitor notice' }, { applicationType: 49, name: 'Test permit' }]),
    );
  });
});
