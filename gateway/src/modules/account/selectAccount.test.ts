import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria);
});
afterAll(() => harness.close());

const ACCOUNTS = /* GraphQL */ `
  {
    viewer { user { selectedAccount { id accountKey } accounts(first: 10) { edges { node { id accountKey isSelected } } } } }
  }
`;
const SELECT = /* GraphQL */ `
  mutation Select($input: SelectAccountInput!) {
    selectAccount(input: $input) {
      account { accountKey isSelected }
      user { selectedAccount { accountKey } accounts(first: 10) { edges { node { accountKey isSelected } } } }
      userErrors { field code message }
    }
  }
`;

interface AccountNode { id: string; accountKey: string; isSelected: boolean }
interface SelectResult {
  account: { accountKey: string; isSelected: boolean } | null;
  user: { selectedAccount: { accountKey: string }; accounts: { edges: Array<{ node: Omit<AccountNode, 'id'> }> } };
  userErrors: Array<{ field: string; code: string; message: string }>;
}

async function accounts(browser: TestBrowser): Promise<AccountNode[]> {
  const answer = await browser.graphql(ACCOUNTS);
  return (answer.body.data as { viewer: { user: { accounts: { edges: Array<{ node: AccountNode }> } } } }).viewer.user.accounts.edges.map(
    (edge) => edge.node,
  );
}

async function select(browser: TestBrowser, accountId: string): Promise<SelectResult> {
  const answer = await browser.graphql(SELECT, { input: { accountId } });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { selectAccount: SelectResult }).selectAccount;
}

describe('selectAccount', () => {
  it('switches the selected account; the payload user shows the new selection everywhere', async () => {
    const [home, second] = await accounts(maria);
    if (!home || !second) throw new Error('maria has two accounts');
    const result = await select(maria, second.id);
    expect(result.userErrors).toEqual([]);
    expect(result.account).toEqual({ accountKey: second.accountKey, isSelected: true });
    expect(result.user.selectedAccount.accountKey).toBe(second.accountKey);
    expect(result.user.accounts.edges.map((edge) => edge.node.isSelected)).toEqual([false, true, false]);
    // A later request (another screen) sees it too.
    expect((await accounts(maria)).map((account) => account.isSelected)).toEqual([false, true, false]);
    await select(maria, home.id);
  });

  it('answers NOT_FOUND for another customer\'s account, leaving the selection alone', async () => {
    const andreas = await harness.signedIn(DEMO_LOGINS.mobile);
    const [theirs] = await accounts(andreas);
    if (!theirs) throw new Error('andreas has an account');
    const result = await select(maria, theirs.id);
    expect(result.userErrors).toEqual([{ field: 'accountId', code: 'NOT_FOUND', message: 'Ο λογαριασμός δεν βρέθηκε.' }]);
    expect(result.account).toBeNull();
    expect(result.user.accounts.edges.map((edge) => edge.node.isSelected)).toEqual([true, false, false]);
  });

  it('answers NOT_ALLOWED when the utility turns isSelectAccount off', async () => {
    const [, second] = await accounts(maria);
    if (!second) throw new Error('maria has two accounts');
    await harness.dev('/__dev/settings', { values: { isSelectAccount: false } });
    try {
      const english = await harness.signedIn(DEMO_LOGINS.maria, { 'accept-language': 'en' });
      const result = await select(english, second.id);
      expect(result.userErrors.map((error) => [error.code, error.field])).toEqual([['NOT_ALLOWED', 'accountId']]);
      expect(result.userErrors[0]?.message).toMatch(/^Switching accounts is not offered/);
      expect(result.user.selectedAccount.accountKey).not.toBe(second.accountKey);
    } finally {
      await harness.dev('/__dev/reset-settings');
    }
  });

  it('needs a signed-in user', async () => {
    const answer = await harness.browser().graphql(SELECT, { input: { accountId: 'x' } });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('User.startScreenDashboardAccount', () => {
  it('is the selected account only when the start screen shows dashboards', async () => {
    const query = '{ viewer { user { selectedAccount { accountKey } startScreenDashboardAccount { accountKey } } } }';
    type Answer = { viewer: { user: { selectedAccount: { accountKey: string }; startScreenDashboardAccount: { accountKey: string } | null } } };
    const off = (await maria.graphql(query)).body.data as Answer;
    expect(off.viewer.user.startScreenDashboardAccount).toBeNull();
    const cached = await startHarness({ settingsCacheTtlSeconds: 0 });
    try {
      await cached.dev('/__dev/settings', { values: { showDashboardsOnStartScreen: true } });
      const browser = await cached.signedIn(DEMO_LOGINS.maria);
      const on = (await browser.graphql(query)).body.data as Answer;
      expect(on.viewer.user.startScreenDashboardAccount).toEqual(on.viewer.user.selectedAccount);
    } finally {
      await cached.close();
    }
  });
});
