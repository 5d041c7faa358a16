import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../utility-api/src/testing/testApi.ts';
import { issueApiToken } from '../apiTokens/issue.ts';
import { loadConfig } from '../config.ts';
import { createRedisSessionStore } from '../session/redisStore.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { connectRedis } from './redisConnections.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN } from '../testing/harness.ts';
import { cookiePair, postGraphQL } from '../testing/httpClient.ts';
import { startTestRedis, type TestRedis } from '../testing/redisServer.ts';

// docs/architecture.md §5: two gateway instances behind a load balancer share one Redis and one utility API.

let redis: TestRedis;
let api: { url: string; close(): Promise<void> };
let a: RunningGateway;
let b: RunningGateway;
let client: Redis;
let dataDir: string;
const VIEWER = '{ viewer { isAuthenticated user { username } } }';

beforeAll(async () => {
  redis = await startTestRedis();
  api = await startTestApi();
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-scale-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    port: 0,
    dataDir,
    utilityApiUrl: api.url,
    redisUrl: redis.url,
    sessionTtlSeconds: 600,
  };
  [a, b] = await Promise.all([startGateway(config), startGateway(config)]);
  client = new Redis(redis.url);
});
afterAll(async () => {
  client.disconnect();
  await Promise.all([a.close(), b.close()]);
  await api.close();
  await redis.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two gateway instances on one Redis', () => {
  it('share sessions: a sign-in on one works on the other, by cookie and by Bearer token', async () => {
    const login = await postGraphQL(a.url, LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, issueToken: true } });
    const token = (login.body.data?.['login'] as { token: string }).token;
    const signedIn = { data: { viewer: { isAuthenticated: true, user: { username: DEMO_LOGINS.maria } } } };

    const byCookie = await postGraphQL(b.url, VIEWER, {}, { cookie: cookiePair(login.setCookies, 'portal_session') });
    const byBearer = await postGraphQL(b.url, VIEWER, {}, { authorization: `Bearer ${token}` });

    expect(byCookie.body).toEqual(signedIn);
    expect(byBearer.body).toEqual(signedIn);
    const logout = await postGraphQL(b.url, 'mutation { logout { userErrors { code } } }', {}, { authorization: `Bearer ${token}` });
    expect(logout.body.errors).toBeUndefined();
    expect((await postGraphQL(a.url, VIEWER, {}, { authorization: `Bearer ${token}` })).body).toEqual({
      data: { viewer: { isAuthenticated: false, user: null } },
    });
  });

  it('keep sessions in Redis with the idle lifetime as their TTL', async () => {
    await postGraphQL(a.url, LOGIN, { input: { email: DEMO_LOGINS.mobile, password: DEMO_PASSWORD } });
    const keys = await client.keys('portal:session:*');
    expect(keys.length).toBeGreaterThan(0);
    const ttl = await client.ttl(keys[0] ?? '');
    // The idle lifetime (600 s), less what a busy machine took since the sign-in.
    expect(ttl).toBeGreaterThan(540);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('start a session\'s TTL again on each request (MULTI: GET, EXPIRE), and never bring a deleted one back', async () => {
    const login = await postGraphQL(a.url, LOGIN, { input: { email: DEMO_LOGINS.staff, password: DEMO_PASSWORD, issueToken: true } });
    const token = (login.body.data?.['login'] as { token: string }).token;
    const keys = await client.keys('portal:session:*');
    const stored = await Promise.all(keys.map(async (key) => ({ key, value: await client.get(key) })));
    const staff = stored.find((entry) => entry.value?.includes(DEMO_LOGINS.staff));
    if (staff === undefined) throw new Error('no stored session of staff');
    // Far below the idle lifetime, and far above what the next request takes on a busy machine.
    await client.expire(staff.key, 120);

    const viewer = await postGraphQL(b.url, VIEWER, {}, { authorization: `Bearer ${token}` });

    expect(viewer.body).toEqual({ data: { viewer: { isAuthenticated: true, user: { username: DEMO_LOGINS.staff } } } });
    expect(await client.ttl(staff.key)).toBeGreaterThan(540);
    expect(await client.get(staff.key)).toBe(staff.value);
    // A session that is gone is not brought back by a request that still carries its token.
    await client.del(staff.key);
    expect((await postGraphQL(b.url, VIEWER, {}, { authorization: `Bearer ${token}` })).body).toEqual({
      data: { viewer: { isAuthenticated: false, user: null } },
    });
    expect(await client.exists(staff.key)).toBe(0);
  });

  it('share a profile within an instance until a mutation on either instance ends the sharing', async () => {
    const login = await postGraphQL(a.url, LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, issueToken: true } });
    const auth = { authorization: `Bearer ${(login.body.data?.['login'] as { token: string }).token}` };
    const SELECTED = '{ viewer { user { selectedAccount { accountKey } accounts(first: 10) { edges { node { id accountKey } } } } } }';
    type Selected = { viewer: { user: { selectedAccount: { accountKey: string }; accounts: { edges: Array<{ node: { id: string; accountKey: string } }> } } } };
    const selectedOn = async (url: string) => (await postGraphQL(url, SELECTED, {}, auth)).body.data as Selected;
    const select = (url: string, accountId: string) =>
      postGraphQL(url, 'mutation ($id: ID!) { selectAccount(input: { accountId: $id }) { userErrors { code } } }', { id: accountId }, auth);

    const before = (await selectedOn(a.url)).viewer.user; // a now shares this profile
    const other = before.accounts.edges.map((edge) => edge.node).find((node) => node.accountKey !== before.selectedAccount.accountKey);
    if (other === undefined) throw new Error('maria has a second account');
    expect((await select(b.url, other.id)).body).toEqual({ data: { selectAccount: { userErrors: [] } } });

    // The session's profile version in Redis moved on, so a reads the profile again.
    expect((await selectedOn(a.url)).viewer.user.selectedAccount.accountKey).toBe(other.accountKey);
    const home = before.accounts.edges.find((edge) => edge.node.accountKey === before.selectedAccount.accountKey)?.node.id ?? '';
    await select(a.url, home);
    expect((await selectedOn(b.url)).viewer.user.selectedAccount.accountKey).toBe(before.selectedAccount.accountKey);
  });

  it('change a stored session only while it exists (replace: SET … XX)', async () => {
    const connections = connectRedis(redis.url, 'replace-test:');
    const store = createRedisSessionStore(connections);
    const data = { upstreamSession: 'u', username: 'someone@demo.test', userId: 'someone@demo.test', role: 1 as const, language: 'en' };
    try {
      expect(await store.replace('x', data, 60)).toBe(false);
      expect(await client.exists('replace-test:session:x')).toBe(0);
      await store.set('x', data, 60);
      expect(await store.replace('x', { ...data, profileVersion: 1 }, 60)).toBe(true);
      expect(await store.get('x')).toEqual({ ...data, profileVersion: 1 });
    } finally {
      await connections.close();
    }
  });

  it('deliver an event published on one instance to a subscriber on the other', async () => {
    const events = b.gateway.services.pubsub.subscribe('unreadMessageCount', 'user-1')[Symbol.asyncIterator]();
    const next = events.next();
    // SUBSCRIBE reaches Redis asynchronously; publish once Redis counts the subscriber.
    const channel = 'unreadMessageCount:user-1';
    const subscribers = async () => Number(((await client.pubsub('NUMSUB', channel)) as [string, number])[1]);
    await expect.poll(subscribers, { interval: 10, timeout: 10_000 }).toBe(1);
    a.gateway.services.pubsub.publish('unreadMessageCount', 'user-1', { count: 3 });

    expect((await next).value).toEqual({ count: 3 });
    await events.return?.();
  });

  it('share an API token and its rate limit', async () => {
    const { token } = await issueApiToken(b.gateway.services.apiTokens, {
      name: 'partner',
      scope: 'read',
      rate: { requests: 3, windowMs: 60_000 },
    });
    const query = (url: string) => postGraphQL(url, '{ viewer { isAuthenticated } }', {}, { authorization: `Bearer ${token}` });

    for (const url of [a.url, b.url, a.url]) expect((await query(url)).body).toEqual({ data: { viewer: { isAuthenticated: false } } });
    const refused = await query(b.url);

    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });
  });
});
