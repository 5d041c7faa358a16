import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeActions } from '../../../../shared/applicationForms/stages.ts';
import { problemText } from '../../../../shared/applicationForms/problems.ts';
import { TEST_CARD_APPROVED } from '../../../../utility-api/src/routes/payments/paymentRules.ts';
import { COMPLETE_VALUES } from '../../../../utility-api/src/routes/applicationFamilies/testing/fixtureFamilies.ts';
import type { RunningGateway } from '../../server.ts';
import type { Harness, ServedHarness } from '../../testing/harness.ts';
import { pdf, type HttpBrowser } from '../messages/httpClient.testkit.ts';
import { startFamilyHarness, type FamilyHarness } from './familyHarness.testkit.ts';

const DETAILS = 'familyDetails { family { code } stage editable values { path value } history { stage changedBy comment } availableDecisions }';
const SAVE = /* GraphQL */ `mutation ($input: SaveFamilyApplicationInput!) { saveFamilyApplication(input: $input) {
  application { portalApplicationId name status ${DETAILS} attachments(first: 10) { edges { node { id name isMandatory fileName } } } }
  userErrors { field code message } } }`;
const SUBMIT = /* GraphQL */ `mutation ($input: SubmitFamilyApplicationInput!) { submitFamilyApplication(input: $input) {
  application { status ${DETAILS} } userErrors { field code message } } }`;
const DECIDE = /* GraphQL */ `mutation ($input: DecideFamilyApplicationInput!) { decideFamilyApplication(input: $input) {
  application { status ${DETAILS} } userErrors { field code message } } }`;
const READ = /* GraphQL */ `query ($id: Int!) { viewer { user { application(portalApplicationId: $id) { ${DETAILS} } } } }`;
const START = /* GraphQL */ `mutation ($input: StartPaymentInput!) { startPayment(input: $input) { paymentId redirectUrl userErrors { field code message } } }`;
const RESULT = /* GraphQL */ `query ($paymentId: String!) { paymentResult(paymentId: $paymentId) { outcome paymentType amount { amount } receiptNumber application { portalApplicationId } } }`;
const REPLACE = /* GraphQL */ `mutation ($input: ReplaceApplicationAttachmentInput!) { replaceApplicationAttachment(input: $input) { userErrors { code } } }`;

interface Details { family: { code: string }; stage: string; editable: boolean; values: Array<{ path: string; value: string }>; history: Array<{ stage: string; changedBy: string; comment: string | null }>; availableDecisions: string[] }
interface Application { portalApplicationId: number; name: string; status: string; familyDetails: Details; attachments: { edges: Array<{ node: { id: string; name: string; isMandatory: boolean; fileName: string | null } }> } }
interface Started { paymentId: string; redirectUrl: string; userErrors: Array<{ field: string | null; code: string }> }
interface Payload { application: Application | null; userErrors: Array<{ field: string | null; code: string; message: string }> }

let served: ServedHarness;
let harness: Harness;
let running: RunningGateway;
let maria: HttpBrowser;
let andreas: HttpBrowser;
let staff: HttpBrowser;
let visitor: FamilyHarness['visitor'];
beforeAll(async () => {
  ({ served, harness, running, maria, andreas, staff, visitor } = await startFamilyHarness());
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

  it('keeps an address of each group item, its parts by their four-part paths', async () => {
    const depot = { 'vehicles.0.registration': 'DEF456', 'vehicles.0.depot.street': '1 Dock Road', 'vehicles.0.depot.postcode': '3011', 'vehicles.0.depot.city': 'Limassol' };
    const saved = await save({ familyCode: 'testPermit', values: values(depot) });
    expect(saved.userErrors).toEqual([]);
    expect(saved.application?.familyDetails.values).toEqual(values(depot));
    const refused = await save({ familyCode: 'testPermit', portalApplicationId: saved.application?.portalApplicationId, values: values({ 'vehicles.0.depot.postcode': '30' }) });
    expect(refused.userErrors).toEqual([{ field: 'values.vehicles.0.depot.postcode', code: 'INVALID_INPUT', message: en('postcodeFormat') }]);
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

    // What no family takes is refused before the utility is asked, in the rules' words.
    harness.upstream.reset();
    const tooLong = await save({ familyCode: 'testPermit', portalApplicationId: id, values: values({ fullName: 'x'.repeat(2001) }), removedItems: ['v'.repeat(121)] });
    expect(tooLong.userErrors).toEqual([
      { field: 'values.fullName', code: 'INVALID_INPUT', message: problemText('en', { path: 'fullName', code: 'tooLong', params: { max: 2000 } }) },
      { field: 'removedItems', code: 'INVALID_INPUT', message: en('unknownField') },
    ]);
    expect((await save({ familyCode: 'f'.repeat(101), values: [] })).userErrors).toMatchObject([{ code: 'NOT_FOUND', field: 'familyCode' }]);
    expect(harness.upstream.calls()).toEqual([]);
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

  it('takes the fee for the application: its amount, then the receipt, and the stage moves to PAID', async () => {
    const id = draft.portalApplicationId;
    const start = (input: object) => payloadOf(maria, START, { paymentType: 'APPLICATIONS', returnPath: '/billPayment/return', ...input }, 'startPayment') as unknown as Promise<Started>;
    expect((await start({ amount: '150.00', idempotencyKey: 'family-fee-0000' })).userErrors).toMatchObject([{ field: 'portalApplicationId', code: 'MANDATORY_FIELD' }]);
    expect((await start({ portalApplicationId: id, amount: '10.00', idempotencyKey: 'family-fee-0001' })).userErrors).toMatchObject([{ code: 'INVALID_INPUT' }]);
    expect((await payloadOf(andreas, START, { paymentType: 'APPLICATIONS', returnPath: '/billPayment/return', portalApplicationId: id, amount: '150.00', idempotencyKey: 'family-fee-0002' }, 'startPayment')).userErrors).toMatchObject([
      { field: 'portalApplicationId', code: 'NOT_FOUND' },
    ]);
    const payable = async () =>
      ((await maria.graphql(`query ($id: Int!) { viewer { user { application(portalApplicationId: $id) { familyDetails { fee { payableNow } } } } } }`, { id })).data as {
        viewer: { user: { application: { familyDetails: { fee: { payableNow: boolean } } } } };
      }).viewer.user.application.familyDetails.fee.payableNow;
    expect(await payable()).toBe(true);
    const started = await start({ portalApplicationId: id, amount: '150.00', idempotencyKey: 'family-fee-0003' });
    expect(started.userErrors).toEqual([]);
    const card = await fetch(started.redirectUrl, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: TEST_CARD_APPROVED, expiry: '12/39', cvc: '123' }).toString(),
    });
    expect(card.status).toBe(303);
    const result = await maria.graphql(RESULT, { paymentId: started.paymentId });
    const paid = await read(maria, id);
    expect(paid?.stage).toBe('PAID');
    const receipt = ((await maria.graphql(`query ($id: Int!) { viewer { user { application(portalApplicationId: $id) { familyDetails { fee { amount { amount } paid receiptNumber } } } } } }`, { id })).data as {
      viewer: { user: { application: { familyDetails: { fee: { amount: { amount: string }; paid: boolean; receiptNumber: string } } } } };
    }).viewer.user.application.familyDetails.fee;
    expect(receipt).toMatchObject({ amount: { amount: '150.00' }, paid: true, receiptNumber: expect.any(String) });
    expect(await payable()).toBe(false);
    expect(result.data).toEqual({
      paymentResult: { outcome: 'COMPLETED', paymentType: 'APPLICATIONS', amount: { amount: '150.00' }, receiptNumber: receipt.receiptNumber, application: { portalApplicationId: id } },
    });
    // Whoever holds the payment id but is not the applicant sees the outcome, not the application.
    expect((await andreas.graphql(RESULT, { paymentId: started.paymentId })).data).toMatchObject({ paymentResult: { outcome: 'COMPLETED', receiptNumber: null, application: null } });
    expect((await decide(id, 'ISSUE')).application?.familyDetails.stage).toBe('ISSUED');

    // Visitors still pay an application by account and amount.
    const account = (await maria.graphql('{ viewer { user { selectedAccount { accountKey } } } }')).data as { viewer: { user: { selectedAccount: { accountKey: string } } } };
    const byVisitor = await visitor(START, { input: { paymentType: 'APPLICATIONS', accountNumber: account.viewer.user.selectedAccount.accountKey, amount: '12.50', idempotencyKey: 'visitor-application-1', returnPath: '/billPayment/return' } });
    expect(byVisitor.data?.['startPayment']).toMatchObject({ userErrors: [], redirectUrl: expect.stringContaining('/Payment/Provider/') });
  });

  it('lists family applications in the customer-service queue by name, filtered by their type', async () => {
    const queue = await staff.graphql('{ workQueue(kind: CUSTOMER_SERVICE, filter: { applicationType: 49 }) { edges { node { portalApplicationId name typeName } } } }');
    const nodes = (queue.data as { workQueue: { edges: Array<{ node: { portalApplicationId: number; name: string; typeName: string } }> } }).workQueue.edges.map((edge) => edge.node);
    expect(nodes).toContainEqual({ portalApplicationId: draft.portalApplicationId, name: 'Test permit', typeName: 'Test permit' });
    expect(nodes.every((node) => node.typeName === 'Test permit')).toBe(true);
    // Visitors' customer evaluations (type 21) are in the same queue, named by who asked.
    const evaluations = await staff.graphql('{ workQueue(kind: CUSTOMER_SERVICE, filter: { applicationType: 21 }) { edges { node { name typeName customerName } } } }');
    const evaluationNodes = (evaluations.data as { workQueue: { edges: Array<{ node: { name: string; typeName: string; customerName: string } }> } }).workQueue.edges.map((edge) => edge.node);
    expect(evaluationNodes.length).toBeGreaterThanOrEqual(2);
    for (const node of evaluationNodes) expect(node).toMatchObject({ typeName: 'Customer evaluation', name: expect.stringContaining(node.customerName) });
    const types = await staff.graphql('{ applicationTypes(kind: CUSTOMER_SERVICE) { applicationType name } }');
    expect((types.data as { applicationTypes: Array<{ applicationType: number; name: string }> }).applicationTypes).toEqual(
      expect.arrayContaining([{ applicationType: 21, name: 'Customer evaluation' }, { applicationType: 48, name: 'Visitor notice' }, { applicationType: 49, name: 'Test permit' }]),
    );
  });
});
