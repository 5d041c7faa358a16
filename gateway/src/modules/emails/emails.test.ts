import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

// E-mails through the gateway on the real utility API (`harness.ts`).

const EMAILS = /* GraphQL */ `
  query Emails($from: Date!, $to: Date!, $first: Int, $after: String) {
    viewer { user { emails(from: $from, to: $to, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id subject preview sentAt isRead } }
    } } }
  }
`;
const NODE = 'query Node($id: ID!) { node(id: $id) { __typename ... on Email { subject body isRead } } }';
const MARK_READ = 'mutation Mark($id: ID!) { markEmailRead(input: { emailId: $id }) { email { isRead } userErrors { code field } } }';
const RANGE = { from: '2024-11-01', to: '2026-11-30' };

interface EmailsAnswer {
  viewer: { user: { emails: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: { id: string; subject: string; isRead: boolean } }> } } };
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('User.emails, Email and markEmailRead', () => {
  it('pages the customer\'s e-mails in a date range with one upstream call per page', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    harness.upstream.reset();
    const first = await maria.graphql(EMAILS, { ...RANGE, first: 10 });
    expect(harness.upstream.count('/Email/GetItems')).toBe(1);
    const emails = (first.body.data as unknown as EmailsAnswer).viewer.user.emails;
    expect(emails.totalCount).toBeGreaterThanOrEqual(24);
    expect(emails.edges).toHaveLength(10);
    expect(emails.pageInfo.hasNextPage).toBe(true);
    const second = await maria.graphql(EMAILS, { ...RANGE, first: 10, after: emails.pageInfo.endCursor });
    const ids = (second.body.data as unknown as EmailsAnswer).viewer.user.emails.edges.map((edge) => edge.node.id);
    expect(ids).toHaveLength(10);
    expect(ids.filter((id) => emails.edges.some((edge) => edge.node.id === id))).toEqual([]);
  });

  it('refuses an invalid range as BAD_USER_INPUT without calling the utility API', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    harness.upstream.reset();
    for (const range of [{ from: '2026-03-01', to: '2026-02-01' }, { from: '2026-02-30', to: '2026-03-01' }]) {
      const answer = await maria.graphql(EMAILS, range);
      expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
    expect(harness.upstream.count('/Email/GetItems')).toBe(0);
  });

  it('refetches an e-mail by global id with its body, marks it read, and hides it from another customer', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const list = await maria.graphql(EMAILS, { ...RANGE, first: 1 });
    const [edge] = (list.body.data as unknown as EmailsAnswer).viewer.user.emails.edges;
    if (edge === undefined) throw new Error('maria has no e-mail');
    expect(edge.node.isRead).toBe(false);

    const own = await maria.graphql(NODE, { id: edge.node.id });
    expect(own.body.data?.['node']).toMatchObject({ __typename: 'Email', subject: edge.node.subject, isRead: false });
    expect((own.body.data?.['node'] as { body: string }).body).toContain('Dear customer');

    const mobile = await harness.signedIn(DEMO_LOGINS.mobile);
    expect((await mobile.graphql(NODE, { id: edge.node.id })).body).toEqual({ data: { node: null } });
    expect((await mobile.graphql(MARK_READ, { id: edge.node.id })).body.data).toEqual({
      markEmailRead: { email: null, userErrors: [{ code: 'NOT_FOUND', field: 'emailId' }] },
    });

    expect((await maria.graphql(MARK_READ, { id: edge.node.id })).body.data).toEqual({
      markEmailRead: { email: { isRead: true }, userErrors: [] },
    });
  });

  it('asks visitors to sign in', async () => {
    const answer = await harness.browser().graphql('{ node(id: "RW1haWw6MQ") { id } }');
    expect(answer.body.data).toEqual({ node: null });
  });
});
