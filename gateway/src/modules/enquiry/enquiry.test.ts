import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGlobalId } from '../../relay/globalId.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let staff: TestBrowser;
let field: TestBrowser;
let maria: TestBrowser;

interface MariaAccount {
  id: string;
  accountKey: string;
  propertyReference: string;
  address: string;
  property: { id: string; plot: string };
  meters: { edges: Array<{ node: { id: string; meterRef: string; serialNo: string } }> };
}
let home: MariaAccount;

beforeAll(async () => {
  harness = await startHarness();
  staff = await harness.signedIn(DEMO_LOGINS.staff);
  field = await harness.signedIn(DEMO_LOGINS.field);
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  const answer = await maria.graphql(/* GraphQL */ `
    {
      viewer {
        user {
          accounts(first: 1) {
            edges { node { id accountKey propertyReference address property { id plot } meters(first: 5) { edges { node { id meterRef serialNo } } } } }
          }
        }
      }
    }
  `);
  const found = (answer.body.data as { viewer: { user: { accounts: { edges: Array<{ node: MariaAccount }> } } } }).viewer.user.accounts.edges[0]?.node;
  if (!found) throw new Error('maria has accounts');
  home = found;
});
afterAll(() => harness.close());

const SEARCH = /* GraphQL */ `
  query Search($filter: EnquiryFilter!, $sort: EnquirySort, $first: Int, $after: String) {
    enquirySearch(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node {
          id accountKey holderName address propertyReference enquiryMatches
          customer { id name idNumber taxNumber mobileNo }
          property { id reference address }
        }
      }
    }
  }
`;

interface Row {
  id: string;
  accountKey: string;
  holderName: string;
  address: string;
  propertyReference: string;
  enquiryMatches: string[];
  customer: { id: string; name: string; idNumber: string; taxNumber: string | null; mobileNo: string | null };
  property: { id: string; reference: string; address: string };
}
interface SearchPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ cursor: string; node: Row }>;
}

async function search(variables: Record<string, unknown>, browser = staff): Promise<SearchPage> {
  const answer = await browser.graphql(SEARCH, variables);
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return (answer.body.data as { enquirySearch: SearchPage }).enquirySearch;
}

describe('enquirySearch', () => {
  it('finds the account by each key, with its customer and property nested', async () => {
    const byKey = await search({ filter: { accountKey: home.accountKey } });
    const row = byKey.edges[0]?.node;
    expect(row?.id).toBe(home.id);
    expect(row?.customer.name).toBe('Maria Georgiou');
    expect(row?.property).toMatchObject({ id: home.property.id, reference: home.propertyReference, address: home.address });
    const customer = row?.customer;
    const meter = home.meters.edges[0]?.node;
    if (!customer || !meter) throw new Error('customer and meter expected');
    const filters: Array<[string, string, string]> = [
      ['name', 'georgiou maria'.split(' ').reverse().join(' '), 'NAME'],
      ['idNumber', customer.idNumber, 'ID_NUMBER'],
      ['phone', customer.mobileNo ?? '', 'PHONE'],
      ['email', 'maria@demo.test', 'EMAIL'],
      ['address', home.address.split(',')[0] ?? '', 'ADDRESS'],
      ['propertyReference', home.propertyReference, 'PROPERTY_REFERENCE'],
      ['plot', home.property.plot, 'PLOT'],
      ['meterReference', meter.meterRef, 'METER_REFERENCE'],
      ['serialNumber', meter.serialNo, 'SERIAL_NUMBER'],
      ['text', meter.serialNo, 'SERIAL_NUMBER'],
    ];
    if (customer.taxNumber) filters.push(['taxNumber', customer.taxNumber, 'TAX_NUMBER']);
    for (const [name, value, field] of filters) {
      const page = await search({ filter: { [name]: value }, first: 100 });
      const found = page.edges.find((edge) => edge.node.id === home.id)?.node;
      expect(found, `${name}: ${value}`).toBeDefined();
      expect(found?.enquiryMatches).toContain(field);
    }
  });

  it('sorts and pages with cursors that neither skip nor repeat rows', async () => {
    const all = await search({ filter: { address: 'Avenue' }, sort: { field: 'NAME' }, first: 30 });
    expect(all.totalCount).toBeGreaterThan(30);
    const names = all.edges.map((edge) => edge.node.holderName);
    expect(names).toEqual([...names].sort());
    const first = await search({ filter: { address: 'Avenue' }, sort: { field: 'NAME' }, first: 12 });
    const second = await search({ filter: { address: 'Avenue' }, sort: { field: 'NAME' }, first: 18, after: first.pageInfo.endCursor });
    expect([...first.edges, ...second.edges].map((edge) => edge.node.id)).toEqual(all.edges.map((edge) => edge.node.id));
    const descending = await search({ filter: { address: 'Avenue' }, sort: { field: 'ACCOUNT_KEY', descending: true }, first: 20 });
    const keys = descending.edges.map((edge) => edge.node.accountKey);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('costs the same upstream calls for a page of 5 and a page of 50', async () => {
    const count = async (first: number) => {
      harness.upstream.reset();
      const page = await search({ filter: { address: 'Avenue' }, first });
      expect(page.edges).toHaveLength(first);
      return harness.upstream.calls().length;
    };
    const small = await count(5);
    const large = await count(50);
    expect(large).toBe(small);
    expect(harness.upstream.count('/Enquiry/Search')).toBe(1);
    expect(harness.upstream.count('/Customer/GetItems')).toBe(1);
    expect(harness.upstream.count('/Property/GetItems')).toBe(1);
  });

  it('refuses an empty filter and a too short name', async () => {
    for (const filter of [{}, { text: '   ' }, { name: 'Ma' }]) {
      const answer = await staff.graphql(SEARCH, { filter });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('360° view', () => {
  it('goes meter → connection → property → accounts → customer, and back by node ids', async () => {
    const meterId = home.meters.edges[0]?.node.id;
    const answer = await staff.graphql(
      /* GraphQL */ `
        query Meter($id: ID!) {
          node(id: $id) {
            ... on Meter {
              meterRef condition conversionFactor warehouse
              account { id customer { id name } }
              connection {
                id number status type book walk sequence latitude longitude
                meters(first: 10) { totalCount edges { node { id } } }
                property {
                  id reference
                  connections(first: 10) { totalCount edges { node { id } } }
                  accounts(first: 10) { totalCount edges { node { id customer { id } } } }
                }
              }
            }
          }
        }
      `,
      { id: meterId },
    );
    expect(answer.body.errors).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the query above is the answer's shape, read path by path
    const meter = (answer.body.data as { node: Record<string, any> }).node;
    expect(meter.account.id).toBe(home.id);
    expect(meter.condition).toMatch(/^(GOOD|FAIR|POOR|FAULTY)$/);
    expect(meter.connection.latitude).toBeGreaterThan(34.5);
    expect(meter.connection.meters.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(meterId);
    expect(meter.connection.property.id).toBe(home.property.id);
    expect(meter.connection.property.connections.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(meter.connection.id);
    expect(meter.connection.property.accounts.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(home.id);

    const customer = await staff.graphql(
      /* GraphQL */ `
        query Customer($id: ID!, $connection: ID!, $oldConnectionId: ID!) {
          customer: node(id: $id) {
            ... on Customer { id name surname title idNumber consentEmail consentSms hasPortalUser accounts(first: 10) { totalCount edges { node { id accountKey } } } }
          }
          connection: node(id: $connection) { ... on ServicePoint { id number } }
          renamed: node(id: $oldConnectionId) { id }
        }
      `,
      {
        id: meter.account.customer.id,
        connection: meter.connection.id,
        // An id issued before the type was renamed from ServiceConnection.
        oldConnectionId: Buffer.from(`ServiceConnection:${decodeGlobalId(meter.connection.id)?.key}`).toString('base64url'),
      },
    );
    expect(customer.body.errors, JSON.stringify(customer.body)).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the query above is the answer's shape, read path by path
    const data = customer.body.data as { customer: Record<string, any>; connection: { id: string; number: string } };
    expect(data.customer).toMatchObject({ name: 'Maria Georgiou', surname: 'Georgiou', hasPortalUser: true });
    expect(data.customer.accounts.totalCount).toBe(2);
    expect(data.connection).toEqual({ id: meter.connection.id, number: meter.connection.number });
    expect(customer.body.data?.['renamed']).toEqual({ id: meter.connection.id });
  });
});

describe('authorization', () => {
  const FIELDS: Array<[string, string]> = [
    ['enquirySearch', '{ enquirySearch(filter: { name: "Georgiou" }) { totalCount } }'],
    ['Account.customer', '{ viewer { user { accounts(first: 1) { edges { node { customer { name } } } } } } }'],
    ['Account.enquiryMatches', '{ viewer { user { accounts(first: 1) { edges { node { enquiryMatches } } } } } }'],
    ['Property.connections', '{ viewer { user { accounts(first: 1) { edges { node { property { connections { totalCount } } } } } } } }'],
    ['Property.accounts', '{ viewer { user { accounts(first: 1) { edges { node { property { accounts { totalCount } } } } } } } }'],
    ['Meter.connection', '{ viewer { user { accounts(first: 1) { edges { node { meters(first: 1) { edges { node { connection { number } } } } } } } } } }'],
    ['Meter.condition', '{ viewer { user { accounts(first: 1) { edges { node { meters(first: 1) { edges { node { condition } } } } } } } } }'],
    ['Meter.conversionFactor', '{ viewer { user { accounts(first: 1) { edges { node { meters(first: 1) { edges { node { conversionFactor } } } } } } } } }'],
    ['Meter.warehouse', '{ viewer { user { accounts(first: 1) { edges { node { meters(first: 1) { edges { node { warehouse } } } } } } } } }'],
    ['Meter.account', '{ viewer { user { accounts(first: 1) { edges { node { meters(first: 1) { edges { node { account { id } } } } } } } } } }'],
  ];

  it('answers FORBIDDEN to a customer on every enquiry field', async () => {
    for (const [name, query] of FIELDS) {
      const answer = await maria.graphql(query);
      expect(answer.body.errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
    }
  });

  it('answers UNAUTHENTICATED to visitors and FORBIDDEN to employees without the enquiries (the field worker)', async () => {
    const visitor = await harness.browser().graphql(FIELDS[0]?.[1] ?? '');
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const answer = await field.graphql(FIELDS[0]?.[1] ?? '');
    expect(answer.body).toMatchObject({ data: null, errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });

  it('hides customers and connections through node from customers and from employees without the enquiries', async () => {
    const ids = [Buffer.from('Customer:1').toString('base64url'), Buffer.from('ServicePoint:1').toString('base64url')];
    for (const viewer of [maria, field]) {
      const answer = await viewer.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
      expect(answer.body.data).toEqual({ nodes: [null, null] });
    }
    expect((await staff.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).body.data).toEqual({ nodes: ids.map((id) => ({ id })) });
  });
});

describe('the client\'s enquiry documents', () => {
  it('each stay within the query cost limit, with the variables the screens send', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { parse } = await import('graphql');
    const { getComplexity } = await import('graphql-query-complexity');
    const { createSchema } = await import('../../schema/index.ts');
    const { QUERY_COST_ESTIMATORS } = await import('../../security/queryCost.ts');
    const { MAX_COST } = await import('../../security/limits.ts');
    const root = join(import.meta.dirname, '..', '..', '..', '..');
    const documents = JSON.parse(readFileSync(join(root, 'persisted-documents.json'), 'utf8')) as Record<string, string>;
    // The document each screen sends now: its id is in the screen's generated artifact.
    const current = (name: string) => {
      const artifact = readFileSync(join(root, 'client', 'src', 'routes', 'enquiry', '__generated__', `${name}.graphql.ts`), 'utf8');
      return documents[/"id": "([0-9a-f]+)"/.exec(artifact)?.[1] ?? ''];
    };
    const names = ['EnquirySearchScreenQuery', 'EnquiryResultsPaginationQuery', 'CustomerScreenQuery', 'PropertyScreenQuery', 'MeterScreenQuery', 'ConnectionScreenQuery'];
    const schema = createSchema();
    for (const name of names) {
      const text = current(name);
      expect(text, name).toBeDefined();
      const cost = getComplexity({ schema, query: parse(text ?? ''), variables: { filter: { text: 'x' }, hasFilter: true, count: 50, customerId: 'x', accountId: 'x', propertyId: 'x', meterId: 'x', connectionId: 'x', id: 'x' }, estimators: QUERY_COST_ESTIMATORS });
      expect(cost, name).toBeLessThanOrEqual(MAX_COST);
    }
  });

  it('serves the selected account of a customer by its id', async () => {
    const customerId = (await search({ filter: { accountKey: home.accountKey } })).edges[0]?.node.customer.id;
    const answer = await staff.graphql('query ($id: ID!, $account: ID!) { node(id: $id) { ... on Customer { account(id: $account) { id accountKey } } } }', {
      id: customerId,
      account: home.id,
    });
    expect(answer.body.data).toEqual({ node: { account: { id: home.id, accountKey: home.accountKey } } });
    const other = await staff.graphql('query ($id: ID!, $account: ID!) { node(id: $id) { ... on Customer { account(id: $account) { id } } } }', {
      id: customerId,
      account: Buffer.from('Account:999999').toString('base64url'),
    });
    expect(other.body.data).toEqual({ node: { account: null } });
  });
});
