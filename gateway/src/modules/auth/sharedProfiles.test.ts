import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

// A session's requests share its profile for PROFILE_CACHE_TTL_MS (on the caches' clock, which the
// tests hold or move); every mutation ends the sharing.

const PROFILE = '/account/GetProfileDetails';
const VIEWER = '{ viewer { isAuthenticated user { username selectedAccount { accountKey } } } }';
const ACCOUNTS = '{ viewer { user { accounts(first: 10) { edges { node { id accountKey } } } } } }';
const SELECT = /* GraphQL */ `
  mutation Select($input: SelectAccountInput!) {
    selectAccount(input: $input) { user { selectedAccount { accountKey } } userErrors { code } }
  }
`;

type Viewer = { viewer: { isAuthenticated: boolean; user: { username: string; selectedAccount: { accountKey: string } | null } | null } };

async function viewer(browser: TestBrowser): Promise<Viewer['viewer']> {
  const answer = await browser.graphql(VIEWER);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as Viewer).viewer;
}

async function accountIds(browser: TestBrowser): Promise<Array<{ id: string; accountKey: string }>> {
  const answer = await browser.graphql(ACCOUNTS);
  type Answer = { viewer: { user: { accounts: { edges: Array<{ node: { id: string; accountKey: string } }> } } } };
  return (answer.body.data as Answer).viewer.user.accounts.edges.map((edge) => edge.node);
}

/** Profile reads the upstream saw while `run` ran. */
async function profileReads(harness: Harness, run: () => Promise<unknown>): Promise<number> {
  const before = harness.upstream.count(PROFILE);
  await run();
  return harness.upstream.count(PROFILE) - before;
}

describe('with sharing on (the default, 10 s)', () => {
  let harness: Harness;
  beforeAll(async () => {
    // The caches' clock stands still: the TTL never ends the sharing here, however slow the machine.
    const startedAt = Date.now();
    harness = await startHarness({}, { now: () => startedAt });
  });
  afterAll(() => harness.close());

  it('reads the profile once for a session\'s requests, and apart for each session', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const again = await harness.signedIn(DEMO_LOGINS.maria);
    expect(await profileReads(harness, () => Promise.all([viewer(maria), viewer(maria)]))).toBe(1);
    expect(await profileReads(harness, () => viewer(maria))).toBe(0);
    expect(await profileReads(harness, () => viewer(again))).toBe(1);
  });

  it('reads it again after any mutation of the session, which itself reads it upstream', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const [home, second] = await accountIds(maria);
    if (!home || !second) throw new Error('maria has two accounts');
    expect((await viewer(maria)).user?.selectedAccount?.accountKey).toBe(home.accountKey);

    const reads = await profileReads(harness, async () => {
      const answer = await maria.graphql(SELECT, { input: { accountId: second.id } });
      expect(answer.body.data).toEqual({ selectAccount: { user: { selectedAccount: { accountKey: second.accountKey } }, userErrors: [] } });
    });
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(await profileReads(harness, async () => expect((await viewer(maria)).user?.selectedAccount?.accountKey).toBe(second.accountKey))).toBe(1);

    // A mutation that changes nothing of the profile ends the sharing too: one rule for all.
    await maria.graphql('mutation { setLanguage(input: { languageCode: "en" }) { userErrors { code } } }');
    expect(await profileReads(harness, () => viewer(maria))).toBe(1);
    await maria.graphql(SELECT, { input: { accountId: home.id } });
  });

  it('shares the account list as it does the profile: once for a session\'s requests, again after a mutation', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    const again = await harness.signedIn(DEMO_LOGINS.maria);
    const listReads = async (run: () => Promise<unknown>) => {
      const before = harness.upstream.count('/Account/GetItems');
      await run();
      return harness.upstream.count('/Account/GetItems') - before;
    };
    const [home] = await accountIds(maria);
    if (!home) throw new Error('maria has accounts');
    expect(await listReads(() => accountIds(maria))).toBe(0);
    expect(await listReads(() => accountIds(again))).toBe(1);
    await maria.graphql(SELECT, { input: { accountId: home.id } });
    expect(await listReads(() => accountIds(maria))).toBe(1);
  });

  it('notices a session the upstream ended at the first call it refuses, and signs the viewer out', async () => {
    const maria = await harness.signedIn(DEMO_LOGINS.maria);
    expect((await viewer(maria)).isAuthenticated).toBe(true);
    await harness.restartUpstream(); // a new utility API: every upstream session is gone

    // The shared profile still answers the shell, but the accounts call is refused...
    const refused = await maria.graphql(ACCOUNTS);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // ...which drops it: the next read goes upstream, is refused too, and ends the gateway session.
    expect(await viewer(maria)).toEqual({ isAuthenticated: false, user: null });
  });
});

describe('sharing for a time', () => {
  const TTL_MS = 10_000;
  let time = Date.now();
  let timed: Harness;
  let off: Harness;
  beforeAll(async () => {
    [timed, off] = await Promise.all([startHarness({ profileCacheTtlMs: TTL_MS }, { now: () => time }), startHarness({ profileCacheTtlMs: 0 })]);
  });
  afterAll(() => Promise.all([timed.close(), off.close()]));

  it('ends with the TTL', async () => {
    const maria = await timed.signedIn(DEMO_LOGINS.maria);
    expect(await profileReads(timed, async () => {
      await viewer(maria);
      time += TTL_MS - 1;
      await viewer(maria);
    })).toBe(1);
    time += 1;
    expect(await profileReads(timed, () => viewer(maria))).toBe(1);
  });

  it('is off with a TTL of 0', async () => {
    const maria = await off.signedIn(DEMO_LOGINS.maria);
    expect(await profileReads(off, async () => {
      await viewer(maria);
      await viewer(maria);
    })).toBe(2);
  });
});
