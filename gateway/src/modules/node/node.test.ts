import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../relay/globalId.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import type { TestBrowser } from '../../testing/browser.ts';

let harness: Harness;
let maria: TestBrowser;
let mariasAccountId: string;
let mariasAccount: Record<string, unknown>;

const NODE = /* GraphQL */ `
  query Node($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Account { accountKey relation }
      ... on User { username }
    }
  }
`;

beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  const answer = await maria.graphql('{ viewer { user { accounts(first: 1) { edges { node { id accountKey relation } } } } } }');
  const edges = (answer.body.data as { viewer: { user: { accounts: { edges: Array<{ node: Record<string, unknown> }> } } } })
    .viewer.user.accounts.edges;
  mariasAccount = edges[0]?.node ?? {};
  mariasAccountId = String(mariasAccount['id']);
});
afterAll(() => harness.close());

describe('node', () => {
  it("refetches the viewer's own account", async () => {
    const answer = await maria.graphql(NODE, { id: mariasAccountId });
    expect(answer.body).toEqual({ data: { node: { __typename: 'Account', ...mariasAccount } } });
    expect(mariasAccount).toMatchObject({ relation: 'OWNER' });
  });

  it("answers null for another customer's account", async () => {
    const other = await harness.signedIn(DEMO_LOGINS.mobile);
    const answer = await other.graphql(NODE, { id: mariasAccountId });
    expect(answer.body).toEqual({ data: { node: null } });
  });

  it('answers null for visitors without calling the upstream', async () => {
    harness.upstream.reset();
    const answer = await harness.browser().graphql(NODE, { id: mariasAccountId });
    expect(answer.body).toEqual({ data: { node: null } });
    expect(harness.upstream.calls()).toEqual([]);
  });

  it('answers the viewer as a User node, and null for other users', async () => {
    const viewerId = async (browser: typeof maria) =>
      ((await browser.graphql('{ viewer { user { id } } }')).body.data as { viewer: { user: { id: string } } }).viewer.user.id;
    const mariasId = await viewerId(maria);
    const staffId = await viewerId(await harness.signedIn(DEMO_LOGINS.staff));
    // The key is the utility's user id, not the login name, which a change of e-mail would change.
    expect(mariasId).not.toBe(toGlobalId('User', DEMO_LOGINS.maria));
    const self = await maria.graphql(NODE, { id: mariasId });
    const someoneElse = await maria.graphql(NODE, { id: staffId });
    expect(self.body).toEqual({ data: { node: { __typename: 'User', id: mariasId, username: DEMO_LOGINS.maria } } });
    expect(someoneElse.body).toEqual({ data: { node: null } });
  });

  it('answers null for garbled, unknown-type and non-existent ids, in order for nodes()', async () => {
    const answer = await maria.graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: ['%%%', toGlobalId('User', 'x').replace('VXNlcj', 'Qm9ndX'), toGlobalId('Account', '999999'), mariasAccountId],
    });
    expect(answer.body).toEqual({ data: { nodes: [null, null, null, { id: mariasAccountId }] } });
  });
});
