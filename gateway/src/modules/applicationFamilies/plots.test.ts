import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFamilySamples, loadFamilySources } from '../../../../utility-api/src/families/loadSources.ts';
import { DEMO_LOGINS, startServedHarness, type ServedHarness } from '../../testing/harness.ts';
import { pdf, signedInOverHttp, type HttpBrowser } from '../messages/httpClient.testkit.ts';

// The drilling family through the schema (docs/applicationFamilies.md, Plots and points on the map): the
// cadastre's answer for a plot, employees' decisions on plots before APPROVE, the point's 5 m after
// submission and a new application started from one.

const SAMPLE = loadFamilySamples().get('drilling')!;
const PAYLOAD = 'userErrors { field code message } application { portalApplicationId familyDetails { stage values { path value } itemDecisions { item decision reason decidedBy } } }';
const SAVE = `mutation ($input: SaveFamilyApplicationInput!) { saveFamilyApplication(input: $input) { ${PAYLOAD} application { attachments(first: 10) { edges { node { id name } } } } } }`;
const SUBMIT = `mutation ($input: SubmitFamilyApplicationInput!) { submitFamilyApplication(input: $input) { ${PAYLOAD} } }`;
const DECIDE = `mutation ($input: DecideFamilyApplicationInput!) { decideFamilyApplication(input: $input) { ${PAYLOAD} } }`;
const DECIDE_ITEM = `mutation ($input: DecideFamilyApplicationItemInput!) { decideFamilyApplicationItem(input: $input) { ${PAYLOAD} } }`;
const COPY = `mutation ($input: CopyFamilyApplicationInput!) { copyFamilyApplication(input: $input) { ${PAYLOAD} } }`;
const REPLACE = 'mutation ($input: ReplaceApplicationAttachmentInput!) { replaceApplicationAttachment(input: $input) { userErrors { code } } }';
const PLOT = 'query ($plotNumber: String!) { cadastralPlot(district: "nicosia", municipality: "strovolos", sheet: "21", plan: "40", plotNumber: $plotNumber) { reference geoJson areaSquareMetres problem } }';

interface Payload {
  userErrors: Array<{ field: string | null; code: string; message: string }>;
  application: {
    portalApplicationId: number;
    familyDetails: { stage: string; values: Array<{ path: string; value: string }>; itemDecisions: Array<{ item: string; decision: string; reason: string | null }> };
    attachments?: { edges: Array<{ node: { id: string; name: string } }> };
  } | null;
}

let served: ServedHarness;
let maria: HttpBrowser;
let staff: HttpBrowser;
beforeAll(async () => {
  served = await startServedHarness({}, undefined, { families: loadFamilySources() });
  [maria, staff] = (await Promise.all([DEMO_LOGINS.maria, DEMO_LOGINS.staff].map((login) => signedInOverHttp(served.running.url, login)))) as [HttpBrowser, HttpBrowser];
});
afterAll(() => served.close());

const values = (map: Record<string, string>) => Object.entries(map).map(([path, value]) => ({ path, value }));
async function payload(browser: HttpBrowser, query: string, input: object): Promise<Payload> {
  const answer = await browser.graphql(query, { input });
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data ?? {})[0] as Payload;
}

async function submitted(): Promise<number> {
  const saved = await payload(maria, SAVE, { familyCode: 'drilling', values: values(SAMPLE) });
  expect(saved.userErrors).toEqual([]);
  for (const { node } of saved.application!.attachments!.edges.filter(({ node: slot }) => ['titleDeed', 'sitePlan'].includes(slot.name))) {
    await maria.upload(REPLACE, { input: { attachmentId: node.id, file: null } }, { 'input.file': pdf(`${node.name}.pdf`) });
  }
  const id = saved.application!.portalApplicationId;
  expect((await payload(maria, SUBMIT, { portalApplicationId: id })).userErrors).toEqual([]);
  return id;
}

describe('cadastralPlot', () => {
  it('answers a plot\'s area as GeoJSON, or why there is none', async () => {
    const found = (await maria.graphql(PLOT, { plotNumber: '101' })).data as { cadastralPlot: { reference: string; geoJson: string; areaSquareMetres: number; problem: null } };
    expect(found.cadastralPlot).toMatchObject({ reference: 'nicosia/strovolos/21/40/101', problem: null });
    expect((JSON.parse(found.cadastralPlot.geoJson) as { type: string }).type).toBe('Polygon');
    expect(((await maria.graphql(PLOT, { plotNumber: '100' })).data as { cadastralPlot: unknown }).cadastralPlot).toEqual({ reference: 'nicosia/strovolos/21/40/100', geoJson: null, areaSquareMetres: null, problem: 'NOT_FOUND' });
    expect(((await maria.graphql(PLOT, { plotNumber: '199' })).data as { cadastralPlot: { problem: string } }).cadastralPlot.problem).toBe('UNSUPPORTED_GEOMETRY');
    expect(((await maria.graphql(PLOT, { plotNumber: '9'.repeat(61) })).data as { cadastralPlot: { problem: string } }).cadastralPlot.problem).toBe('NOT_FOUND');
  });
});

describe('plots an employee validates', () => {
  it('refuses a refusal without a reason, an item that needs no decision and APPROVE before every plot is validated', async () => {
    const id = await submitted();
    const decideItem = (item: string, decision: string, reason?: string) => payload(staff, DECIDE_ITEM, { portalApplicationId: id, item, decision, reason });
    expect((await payload(staff, DECIDE, { portalApplicationId: id, decision: 'APPROVE' })).userErrors).toEqual([
      { field: null, code: 'ITEMS_NOT_VALIDATED', message: 'Every plot must be validated before approval' },
    ]);
    expect((await decideItem('plots.0', 'REFUSED', ' ')).userErrors).toEqual([{ field: 'reason', code: 'MANDATORY_FIELD', message: 'Give the reason for refusing it' }]);
    expect((await decideItem('applicants.0', 'VALIDATED')).userErrors).toEqual([{ field: 'item', code: 'NOT_FOUND', message: 'This item does not need a decision' }]);
    const refused = await decideItem('plots.1', 'REFUSED', 'Another owner on the deed.');
    expect(refused.application!.familyDetails.itemDecisions).toMatchObject([{ item: 'plots.1', decision: 'REFUSED', reason: 'Another owner on the deed.' }]);
    await decideItem('plots.0', 'VALIDATED');
    expect((await payload(staff, DECIDE, { portalApplicationId: id, decision: 'APPROVE' })).userErrors[0]?.code).toBe('ITEMS_NOT_VALIDATED');
    await decideItem('plots.1', 'VALIDATED');
    expect((await payload(staff, DECIDE, { portalApplicationId: id, decision: 'APPROVE' })).application!.familyDetails.stage).toBe('APPROVED');
    expect((await decideItem('plots.1', 'REFUSED', 'Too late')).userErrors[0]?.code).toBe('TRANSITION_NOT_ALLOWED');
  });
});

describe('the drilling point after submission', () => {
  it('refuses a move beyond 5 m, and a new application starts from the old one with the point moved', async () => {
    const id = await submitted();
    await payload(staff, DECIDE, { portalApplicationId: id, decision: 'REQUEST_CHANGES', comment: 'Please check the point.' });
    const moved = await payload(maria, SAVE, { familyCode: 'drilling', portalApplicationId: id, values: values({ drillingPoint: '35.1344000,33.3455000' }) });
    expect(moved.userErrors).toEqual([{ field: 'values.drillingPoint', code: 'INVALID_INPUT', message: 'After submission the point can move at most 5 m: a new application is needed' }]);
    const copy = await payload(maria, COPY, { portalApplicationId: id, values: values({ drillingPoint: '35.1344000,33.3455000' }) });
    expect(copy.userErrors).toEqual([]);
    expect(copy.application!.portalApplicationId).not.toBe(id);
    expect(copy.application!.familyDetails.stage).toBe('SAVED');
    expect(copy.application!.familyDetails.values).toContainEqual({ path: 'drillingPoint', value: '35.1344000,33.3455000' });
    expect((await payload(maria, COPY, { portalApplicationId: 999_999 })).userErrors).toEqual([{ field: 'portalApplicationId', code: 'NOT_FOUND', message: 'Application not found' }]);
    expect(JSON.stringify((await staff.graphql(COPY, { input: { portalApplicationId: id } })).errors)).toContain('FORBIDDEN');
  });
});
