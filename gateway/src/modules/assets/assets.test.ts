import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;

beforeAll(async () => {
  harness = await startHarness();
  const english = { 'accept-language': 'en' };
  [staff, field, maria] = await Promise.all([harness.signedIn(DEMO_LOGINS.staff, english), harness.signedIn(DEMO_LOGINS.field, english), harness.signedIn(DEMO_LOGINS.maria, english)]);
});
afterAll(() => harness.close());

interface AssetNode {
  id: string;
  assetId: number;
  assetNumber: string;
  category: string;
  status: string;
  conditionGrade: number | null;
  criticality: number;
  assessmentOverdue: boolean;
  element: { id: string; code: string };
}
type Page<T> = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: T }> };
type Errors = Array<{ field: string | null; code: string; message: string }>;

const ASSETS = /* GraphQL */ `
  query Assets($first: Int, $filter: AssetFilter, $sort: AssetSort) {
    assets(first: $first, filter: $filter, sort: $sort) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id assetId assetNumber category status conditionGrade criticality assessmentOverdue element { id code } } }
    }
  }
`;

async function data<T>(viewer: TestBrowser, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await viewer.graphql(query, variables);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data as T;
}
const assets = async (variables: Record<string, unknown>) => (await data<{ assets: Page<AssetNode> }>(staff, ASSETS, variables)).assets;

describe('asset register', () => {
  it('pages assets with their elements in one element call per page, filtered and sorted', async () => {
    harness.upstream.reset();
    const page = await assets({ first: 50 });
    expect(page.totalCount).toBeGreaterThan(100);
    expect(page.edges).toHaveLength(50);
    expect(harness.upstream.count('/asset/getlist')).toBe(1);
    expect(harness.upstream.count('/element/getitems')).toBe(1);
    const pumps = await assets({ filter: { category: 'PUMP', assessmentOverdue: true } });
    expect(pumps.edges.every(({ node }) => node.category === 'PUMP' && node.assessmentOverdue)).toBe(true);
    const critical = await assets({ first: 20, sort: { field: 'CRITICALITY', descending: true } });
    const grades = critical.edges.map(({ node }) => node.criticality);
    expect(grades).toEqual([...grades].sort((a, b) => b - a));
    const first = page.edges[0]!.node;
    const atElement = await assets({ filter: { elementId: first.element.id } });
    expect(atElement.edges.every(({ node }) => node.element.id === first.element.id)).toBe(true);
    const node = await data<{ node: { assetNumber: string } }>(staff, 'query N($id: ID!) { node(id: $id) { ... on Asset { assetNumber } } }', { id: first.id });
    expect(node.node.assetNumber).toBe(first.assetNumber);
  });

  it('is forbidden to customers and to the field worker, and hides nodes from them', async () => {
    for (const viewer of [maria, field]) {
      const answer = await viewer.graphql(ASSETS, {});
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const parks = await viewer.graphql('{ pvParks { totalCount } }');
      expect(parks.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (const mutation of [
        'mutation { deletePvPark(input: { parkId: "x" }) { deletedParkId } }',
        'mutation { saveConditionAssessment(input: { assetId: "x", assessedOn: "2026-01-01", conditionGrade: 1, performanceGrade: 1 }) { asset { id } } }',
      ]) {
        expect((await viewer.graphql(mutation)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const [first] = (await assets({ first: 1 })).edges;
    const hidden = await maria.graphql('query N($id: ID!) { node(id: $id) { id } }', { id: first!.node.id });
    expect((hidden.body.data as { node: unknown }).node).toBeNull();
  });

  it('records an assessment that becomes the condition, refusing bad grades by field', async () => {
    const [target] = (await assets({ first: 1, filter: { status: 'IN_SERVICE' } })).edges;
    const SAVE = /* GraphQL */ `
      mutation Save($input: SaveConditionAssessmentInput!) {
        saveConditionAssessment(input: $input) {
          assessment { id conditionGrade assessorName }
          asset { id conditionGrade assessmentOverdue conditionAssessments(first: 5) { totalCount edges { node { id } } } }
          userErrors { field code message }
        }
      }
    `;
    const today = new Date().toISOString().slice(0, 10);
    type Payload = { saveConditionAssessment: { assessment: { id: string; conditionGrade: number } | null; asset: { conditionGrade: number; conditionAssessments: { edges: Array<{ node: { id: string } }> } } | null; userErrors: Errors } };
    const refused = await data<Payload>(staff, SAVE, { input: { assetId: target!.node.id, assessedOn: today, conditionGrade: 7, performanceGrade: 2 } });
    expect(refused.saveConditionAssessment.userErrors).toEqual([{ field: 'conditionGrade', code: 'INVALID_INPUT', message: 'Choose a grade from 1 to 5' }]);
    const saved = await data<Payload>(staff, SAVE, { input: { assetId: target!.node.id, assessedOn: today, conditionGrade: 4, performanceGrade: 3, nextDueOn: '2099-12-31' } });
    expect(saved.saveConditionAssessment.userErrors).toEqual([]);
    expect(saved.saveConditionAssessment.asset?.conditionGrade).toBe(4);
    expect(saved.saveConditionAssessment.asset?.conditionAssessments.edges[0]?.node.id).toBe(saved.saveConditionAssessment.assessment?.id);
  });

  it('creates an asset with user errors first, then deletes it', async () => {
    const [target] = (await assets({ first: 1 })).edges;
    const SAVE = /* GraphQL */ `
      mutation Save($input: SaveAssetInput!) { saveAsset(input: $input) { asset { id assetNumber status } userErrors { field code message } } }
    `;
    const input = { assetNumber: target!.node.assetNumber, description: 'Spare motor', category: 'MOTOR', elementId: target!.node.element.id, status: 'STANDBY', criticality: 2 };
    type Payload = { saveAsset: { asset: { id: string } | null; userErrors: Errors } };
    const duplicate = await data<Payload>(staff, SAVE, { input });
    expect(duplicate.saveAsset.userErrors).toEqual([{ field: 'assetNumber', code: 'ALREADY_IN_USE', message: 'Another asset already has this number' }]);
    const created = await data<Payload>(staff, SAVE, { input: { ...input, assetNumber: 'AST-GW-1' } });
    expect(created.saveAsset.userErrors).toEqual([]);
    const DELETE = 'mutation D($input: DeleteAssetInput!) { deleteAsset(input: $input) { deletedAssetId userErrors { code } } }';
    const deleted = await data<{ deleteAsset: { deletedAssetId: string; userErrors: Errors } }>(staff, DELETE, { input: { assetId: created.saveAsset.asset?.id } });
    expect(deleted.deleteAsset.deletedAssetId).toBe(created.saveAsset.asset?.id);
    const again = await data<{ deleteAsset: { userErrors: Errors } }>(staff, DELETE, { input: { assetId: created.saveAsset.asset?.id } });
    expect(again.deleteAsset.userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);
  });
});

describe('element properties', () => {
  it('answers typed properties and saves them all or nothing with user errors per value', async () => {
    const list = await data<{ elements: { edges: Array<{ node: { id: string; elementId: number } }> } }>(staff, '{ elements(first: 1, text: "PMP-") { edges { node { id elementId } } } }');
    const element = list.elements.edges[0]!.node;
    const QUERY = 'query E($id: Int!) { networkElement(elementId: $id) { id name properties { definitionId name type isMandatory value options { itemId name } } assets(first: 5) { totalCount } } }';
    type Property = { definitionId: number; name: string; type: string; value: string | null; options: Array<{ itemId: number }> };
    const before = (await data<{ networkElement: { properties: Property[]; assets: { totalCount: number } } }>(staff, QUERY, { id: element.elementId })).networkElement;
    expect(before.assets.totalCount).toBeGreaterThan(0);
    const power = before.properties.find((property) => property.type === 'DECIMAL')!;
    const SAVE = 'mutation S($input: SaveElementInput!) { saveElement(input: $input) { element { id name status } userErrors { field code message } } }';
    type Payload = { saveElement: { element: { name: string; status: string } | null; userErrors: Errors } };
    const refused = await data<Payload>(staff, SAVE, { input: { elementId: element.id, name: 'Pump renamed', values: [{ definitionId: power.definitionId, value: '12.34567' }] } }, );
    expect(refused.saveElement.userErrors).toEqual([{ field: `values.${power.definitionId}`, code: 'INVALID_INPUT', message: 'Enter a number from 0 to 999,999,999 with at most 3 decimals' }]);
    const saved = await data<Payload>(staff, SAVE, { input: { elementId: element.id, name: 'Pump renamed', status: 'INACTIVE', values: [{ definitionId: power.definitionId, value: '45,5' }] } });
    expect(saved.saveElement).toEqual({ element: { id: element.id, name: 'Pump renamed', status: 'INACTIVE' }, userErrors: [] });
    const after = (await data<{ networkElement: { properties: Property[] } }>(staff, QUERY, { id: element.elementId })).networkElement;
    expect(after.properties.find((property) => property.definitionId === power.definitionId)?.value).toBe('45.5');
    const forbidden = await field.graphql(QUERY, { id: element.elementId });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('station tree', () => {
  it('answers every station', async () => {
    const answer = await data<{ elementStations: Array<{ code: string; station: unknown; type: { isStation: boolean } }> }>(staff, '{ elementStations { code station { id } type { isStation } } }');
    expect(answer.elementStations.length).toBe(10);
    expect(answer.elementStations.every((station) => station.station === null)).toBe(true);
  });
});

describe('photovoltaic parks', () => {
  it('creates a park by element code and finds it in the directory', async () => {
    const SAVE = 'mutation S($input: SavePvParkInput!) { savePvPark(input: $input) { pvPark { id parkId name connectionVoltage status element { code } } userErrors { field code message } } }';
    const input = {
      name: 'Gateway Solar', licenceNumber: 'PV-GW-1', operator: 'Test Ltd', installedCapacityKwp: 800, exportCapacityKw: 750, connectionVoltage: 'MV_22KV',
      elementCode: 'no-such-code', town: 'Larnaca', status: 'PLANNED', contactPhone: '99123456',
    };
    type Payload = { savePvPark: { pvPark: { id: string; parkId: number; connectionVoltage: string; element: { code: string } | null } | null; userErrors: Errors } };
    const unknown = await data<Payload>(staff, SAVE, { input });
    expect(unknown.savePvPark.userErrors.map((error) => error.field)).toEqual(['elementCode']);
    const stations = await data<{ elements: { edges: Array<{ node: { code: string } }> } }>(staff, '{ elements(first: 1) { edges { node { code } } } }');
    const code = stations.elements.edges[0]!.node.code;
    const invalid = await data<Payload>(staff, SAVE, { input: { ...input, elementCode: code, exportCapacityKw: 900, contactPhone: '123' } });
    expect(invalid.savePvPark.userErrors.map((error) => error.field).sort()).toEqual(['contactPhone', 'exportCapacityKw']);
    const saved = await data<Payload>(staff, SAVE, { input: { ...input, elementCode: code.toLowerCase() } });
    expect(saved.savePvPark.pvPark).toMatchObject({ connectionVoltage: 'MV_22KV', element: { code } });
    const found = await data<{ pvParks: Page<{ id: string }> }>(staff, '{ pvParks(text: "gateway solar") { totalCount edges { node { id } } } }');
    expect(found.pvParks.edges.map(({ node }) => node.id)).toEqual([saved.savePvPark.pvPark?.id]);
  });
});
