import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import type { TestBrowser } from '../../testing/browser.ts';

let harness: Harness;
let maria: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria);
});
afterAll(() => harness.close());

const ACCOUNTS = /* GraphQL */ `
  query Accounts($first: Int, $after: String) {
    viewer {
      user {
        accounts(first: $first, after: $after) {
          totalCount
          edges { cursor node { accountKey relation } }
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        }
      }
    }
  }
`;

interface AccountsPage {
  totalCount: number;
  edges: Array<{ cursor: string; node: { accountKey: string; relation: string } }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

async function page(variables: Record<string, unknown>, browser: TestBrowser = maria): Promise<AccountsPage> {
  const answer = await browser.graphql(ACCOUNTS, variables);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { viewer: { user: { accounts: AccountsPage } } }).viewer.user.accounts;
}

describe('User.accounts', () => {
  it('pages through all accounts with cursors, one upstream call per page the session has not read', async () => {
    const all = await page({ first: 20 });
    expect(all.totalCount).toBe(3);
    expect(all.edges.map((edge) => edge.node.relation)).toEqual(['OWNER', 'OWNER', 'REPRESENTATIVE']);

    // A session of its own: the pages `maria` read are shared with her later requests (auth/sharedProfiles.test.ts).
    const paging = await harness.signedIn(DEMO_LOGINS.maria);
    harness.upstream.reset();
    const first = await page({ first: 1 }, paging);
    const second = await page({ first: 1, after: first.pageInfo.endCursor }, paging);
    const rest = await page({ first: 5, after: second.pageInfo.endCursor }, paging);

    expect(first).toEqual({
      totalCount: 3,
      edges: [all.edges[0]],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: all.edges[0]?.cursor, endCursor: all.edges[0]?.cursor },
    });
    expect(second).toEqual({
      totalCount: 3,
      edges: [all.edges[1]],
      pageInfo: { hasNextPage: true, hasPreviousPage: true, startCursor: all.edges[1]?.cursor, endCursor: all.edges[1]?.cursor },
    });
    expect(rest).toEqual({
      totalCount: 3,
      edges: [all.edges[2]],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: all.edges[2]?.cursor, endCursor: all.edges[2]?.cursor },
    });
    // A customer's first page is read as the whole list: the third page (offset 2 of 5) is found in it.
    expect(harness.upstream.count('/Account/GetItems')).toBe(2);
  });

  it('refuses a negative first with a user-facing error', async () => {
    const answer = await maria.graphql(ACCOUNTS, { first: -1 });
    expect(answer.body).toEqual({
      data: { viewer: { user: null } },
      errors: [
        {
          message: '`first` must not be negative.',
          path: ['viewer', 'user', 'accounts'],
          locations: [{ line: 5, column: 9 }],
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });
});

describe('User.selectedAccount', () => {
  it('is the account the profile selects, and null for employees', async () => {
    const answer = await maria.graphql('{ viewer { user { selectedAccountKey selectedAccount { accountKey isSelected } } } }');
    const user = (answer.body.data as { viewer: { user: { selectedAccountKey: string; selectedAccount: { accountKey: string; isSelected: boolean } } } })
      .viewer.user;
    expect(user.selectedAccount).toEqual({ accountKey: user.selectedAccountKey, isSelected: true });

    const staff = await harness.signedIn(DEMO_LOGINS.staff);
    const employee = await staff.graphql('{ viewer { user { selectedAccount { accountKey } } } }');
    expect(employee.body).toEqual({ data: { viewer: { user: { selectedAccount: null } } } });
  });

  it("is found in the customer's whole account list when the screen lists it, without a call of its own", async () => {
    // Each read in a new session: a session's requests share the account (below).
    const selected = async (list: string) => {
      const browser = await harness.signedIn(DEMO_LOGINS.maria);
      harness.upstream.reset();
      const answer = await browser.graphql(`{ viewer { user { ${list} selectedAccount { accountKey isSelected relation } } } }`);
      expect(answer.body.errors).toBeUndefined();
      const { selectedAccount } = (answer.body.data as { viewer: { user: { selectedAccount: unknown } } }).viewer.user;
      return { selectedAccount, calls: { list: harness.upstream.count('/Account/GetItems'), account: harness.upstream.count('/Account/GetItem') } };
    };
    const alone = await selected('');
    expect(alone.calls).toEqual({ list: 0, account: 1 });
    // Any first page, the count alone (the financial screen) too, is read as the whole list.
    for (const list of ['accounts(first: 100) { totalCount }', 'accounts(first: 0) { totalCount }', 'a: accounts(first: 1) { totalCount } b: accounts(first: 2) { totalCount }']) {
      expect(await selected(list)).toEqual({ selectedAccount: alone.selectedAccount, calls: { list: 1, account: 0 } });
    }
    // A later page may not hold it: the account is read beside it, not after it.
    const { endCursor } = (await page({ first: 1 })).pageInfo;
    expect((await selected(`accounts(first: 1, after: "${endCursor}") { totalCount }`)).calls).toEqual({ list: 1, account: 1 });
  });

  it("is shared by the session's requests like its profile, apart per session, and read afresh after a mutation", async () => {
    const SELECTED = '{ viewer { user { selectedAccount { id accountKey isSelected } } } }';
    const read = async (browser: TestBrowser) => {
      harness.upstream.reset();
      const answer = await browser.graphql(SELECTED);
      expect(answer.body.errors).toBeUndefined();
      return { account: (answer.body.data as { viewer: { user: { selectedAccount: { id: string; accountKey: string; isSelected: boolean } } } }).viewer.user.selectedAccount, calls: harness.upstream.count('/Account/GetItem') };
    };
    const session = await harness.signedIn(DEMO_LOGINS.maria);
    const first = await read(session);
    expect(first.calls).toBe(1);
    expect(await read(session)).toEqual({ account: first.account, calls: 0 });
    expect(await read(await harness.signedIn(DEMO_LOGINS.maria))).toEqual({ account: first.account, calls: 1 });

    const all = await page({ first: 20 });
    const other = all.edges.find((edge) => edge.node.relation === 'OWNER' && edge.node.accountKey !== first.account.accountKey)?.node;
    if (other === undefined) throw new Error('no other own account');
    const ids = await session.graphql('{ viewer { user { accounts(first: 20) { edges { node { id accountKey } } } } } }');
    const otherId = (ids.body.data as { viewer: { user: { accounts: { edges: Array<{ node: { id: string; accountKey: string } }> } } } }).viewer.user.accounts.edges.find((edge) => edge.node.accountKey === other.accountKey)?.node.id;
    const select = (accountId: string | undefined) => session.graphql('mutation ($input: SelectAccountInput!) { selectAccount(input: $input) { userErrors { code } } }', { input: { accountId } });
    try {
      expect((await select(otherId)).body.errors).toBeUndefined();
      const after = await read(session);
      expect(after).toEqual({ account: { id: otherId, accountKey: other.accountKey, isSelected: true }, calls: 1 });
      expect((await read(session)).calls).toBe(0);
    } finally {
      await select(first.account.id);
    }
  });
});
