import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
let andreas: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  andreas = await harness.signedIn(DEMO_LOGINS.mobile);
});
afterAll(() => harness.close());

const DETAILS = /* GraphQL */ `
  {
    viewer {
      user {
        accounts(first: 10) {
          edges {
            node {
              accountKey propertyReference address consumerType billingGroup status openedOn maskedIban eBill
              property { id reference address plot ownerName tenantName tariffs }
            }
          }
        }
      }
    }
  }
`;

interface Detail {
  accountKey: string;
  propertyReference: string;
  address: string;
  consumerType: string | null;
  billingGroup: string | null;
  status: string | null;
  openedOn: string | null;
  maskedIban: string | null;
  property: { id: string; reference: string; address: string; plot: string | null; ownerName: string; tariffs: string[] };
}

async function details(browser: TestBrowser): Promise<Detail[]> {
  const answer = await browser.graphql(DETAILS);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { viewer: { user: { accounts: { edges: Array<{ node: Detail }> } } } }).viewer.user.accounts.edges.map(
    (edge) => edge.node,
  );
}

describe('Account details and Property', () => {
  it('shows each account\'s details and property, with the IBAN masked', async () => {
    const accounts = await details(maria);
    expect(accounts).toHaveLength(3);
    for (const account of accounts) {
      expect(account.property.reference).toBe(account.propertyReference);
      expect(account.property.address).toBe(account.address);
      expect(account.consumerType).toMatch(/^(DOMESTIC|COMMERCIAL|INDUSTRIAL|PUBLIC)$/);
      expect(account.billingGroup).toMatch(/^BG\d{2}$/);
      expect(account.openedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (account.maskedIban !== null) expect(account.maskedIban).toMatch(/^CY\d{2} \*{4} \d{4}$/);
    }
    expect(accounts[0]?.property.ownerName).toBe('Maria Georgiou');
    expect(accounts[2]?.property.ownerName).toBe('Eleni Georgiou');
  });

  it('refetches a property by node id for its customer only', async () => {
    const [home] = await details(maria);
    const query = 'query Node($id: ID!) { node(id: $id) { __typename ... on Property { reference } } }';
    const mine = await maria.graphql(query, { id: home?.property.id });
    expect(mine.body).toEqual({ data: { node: { __typename: 'Property', reference: home?.property.reference } } });
    const theirs = await andreas.graphql(query, { id: home?.property.id });
    expect(theirs.body).toEqual({ data: { node: null } });
    const visitor = await harness.browser().graphql(query, { id: home?.property.id });
    expect(visitor.body).toEqual({ data: { node: null } });
  });

  it('reads the properties of all accounts in one upstream call', async () => {
    // A session of its own: maria's earlier requests read the account list, which her session shares.
    const fresh = await harness.signedIn(DEMO_LOGINS.maria);
    harness.upstream.reset();
    await details(fresh);
    expect(harness.upstream.count('/Property/GetItems')).toBe(1);
    expect(harness.upstream.count('/Property/GetItem')).toBe(0);
    expect(harness.upstream.count('/Account/GetItems')).toBe(1);
  });
});
