import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;

beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff);
  field = await harness.signedIn(DEMO_LOGINS.field);
  maria = await harness.signedIn(DEMO_LOGINS.maria);
});
afterAll(() => harness.close());

interface ElementNode {
  id: string;
  code: string;
  type: { code: string; isStation: boolean };
  station: { id: string; code: string } | null;
  status: string;
}
type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: ElementNode }> };

const ELEMENTS = /* GraphQL */ `
  query Elements($first: Int, $after: String, $typeIds: [Int!], $text: String, $stationId: ID) {
    elements(first: $first, after: $after, typeIds: $typeIds, text: $text, stationId: $stationId) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id code type { code isStation } station { id code } status } }
    }
  }
`;

async function elements(variables: Record<string, unknown>, viewer = staff): Promise<Page> {
  const answer = await viewer.graphql(ELEMENTS, variables);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { elements: Page }).elements;
}

describe('elements, element types, warehouses and field employees', () => {
  it('pages elements with their stations in one upstream call for the stations of a page', async () => {
    harness.upstream.reset();
    const first = await elements({ first: 30 });
    expect(first.totalCount).toBeGreaterThan(50);
    expect(first.edges).toHaveLength(30);
    const members = first.edges.filter(({ node }) => node.station !== null);
    expect(members.length).toBeGreaterThan(0);
    expect(harness.upstream.count('/element/getitems')).toBeLessThanOrEqual(1);
    const next = await elements({ first: 30, after: first.pageInfo.endCursor });
    expect((next.edges[0]?.node.code ?? '') > (first.edges.at(-1)?.node.code ?? '')).toBe(true);
  });

  it('filters by type, text and station, and refetches an element through node', async () => {
    const types = await staff.graphql('{ elementTypes { typeId code name isStation } }');
    const list = (types.body.data as { elementTypes: Array<{ typeId: number; code: string }> }).elementTypes;
    const hydrant = list.find((type) => type.code === 'HYD');
    const hydrants = await elements({ typeIds: [hydrant?.typeId] });
    expect(hydrants.edges.every(({ node }) => node.type.code === 'HYD')).toBe(true);
    const station = (await elements({ first: 100 })).edges.find(({ node }) => node.type.isStation)?.node;
    const around = await elements({ stationId: station?.id });
    expect(around.edges.every(({ node }) => node.id === station?.id || node.station?.id === station?.id)).toBe(true);
    expect((await elements({ text: 'paphos' })).totalCount).toBeGreaterThan(0);
    const node = await staff.graphql('query Node($id: ID!) { node(id: $id) { ... on Element { code } } }', { id: station?.id });
    expect((node.body.data as { node: { code: string } }).node.code).toBe(station?.code);
    // Elements are for the areas that work on them: not for customers, nor the field worker (capture and map).
    for (const viewer of [maria, field]) {
      const hidden = await viewer.graphql('query Node($id: ID!) { node(id: $id) { id } }', { id: station?.id });
      expect((hidden.body.data as { node: unknown }).node).toBeNull();
    }
  });

  it('reads the element types once for an operation whose fields each need them', async () => {
    // A language no other test here reads them in: the shared cache (cache/sharedLookups.ts) holds none yet.
    const arabic = await harness.signedIn(DEMO_LOGINS.staff);
    arabic.cookies.set('lang', 'ar');
    harness.upstream.reset();
    const answer = await arabic.graphql('{ elementTypes { typeId } elementStations { id } }');
    expect(answer.body.errors).toBeUndefined();
    expect(harness.upstream.count('/Element/GetTypes')).toBe(1);
  });

  it('refuses a station id of another type', async () => {
    const answer = await staff.graphql(ELEMENTS, { stationId: Buffer.from('Customer:1').toString('base64url') });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers warehouses by kind and the employees of an area', async () => {
    const answer = await staff.graphql(`{
      stores: warehouses(kind: STORES) { warehouseId kind }
      all: warehouses { warehouseId }
      om: fieldEmployees(area: OM_APPLICATIONS) { name isFieldWorker }
      walkers: fieldEmployees(fieldWorkersOnly: true) { name isFieldWorker }
    }`);
    const data = answer.body.data as {
      stores: Array<{ kind: string }>;
      all: unknown[];
      om: Array<{ name: string }>;
      walkers: Array<{ name: string; isFieldWorker: boolean }>;
    };
    expect(data.stores.every((item) => item.kind === 'STORES')).toBe(true);
    expect(data.all.length).toBeGreaterThan(data.stores.length);
    expect(data.om.map((item) => item.name)).not.toContain('Giorgos Christou');
    expect(data.walkers.map((item) => item.name)).toContain('Giorgos Christou');
    expect(data.walkers.every((item) => item.isFieldWorker)).toBe(true);
  });

  it('pages materials with the stock of a warehouse', async () => {
    const answer = await staff.graphql(`{
      all: stockItems(first: 5) { totalCount edges { node { code quantityOnHand } } }
      store: stockItems(first: 100, warehouseId: 1) { totalCount edges { node { code category unit quantityOnHand } } }
    }`);
    type Stock = { totalCount: number; edges: Array<{ node: { code: string; category?: string; unit?: string; quantityOnHand: number | null } }> };
    const data = answer.body.data as { all: Stock; store: Stock };
    expect(data.all.edges.every(({ node }) => node.quantityOnHand === null)).toBe(true);
    expect(data.store.totalCount).toBeLessThan(data.all.totalCount);
    expect(data.store.edges.every(({ node }) => node.category !== 'METERS' && typeof node.quantityOnHand === 'number')).toBe(true);
    expect(data.store.edges.map(({ node }) => node.unit)).toContain('M');
  });

  it('gives customers FORBIDDEN and visitors UNAUTHENTICATED', async () => {
    for (const query of ['{ elementTypes { code } }', '{ warehouses { code } }', '{ fieldEmployees { name } }', '{ elements { totalCount } }', '{ stockItems { totalCount } }']) {
      expect((await maria.graphql(query)).body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect((await harness.browser().graphql(query)).body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
