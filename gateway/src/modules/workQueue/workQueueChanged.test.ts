import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../../utility-api/src/testing/testApi.ts';
import { loadConfig } from '../../config.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import { startGateway, type RunningGateway } from '../../server.ts';
import { PORTAL_SESSION_COOKIE } from '../../session/sessionCookie.ts';
import { startCountingProxy, type CountingProxy } from '../../testing/countingProxy.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN } from '../../testing/harness.ts';
import { cookiePair, postGraphQL } from '../../testing/httpClient.ts';
import { startTestRedis, type TestRedis } from '../../testing/redisServer.ts';
import { subscribeSse, type OpenStream } from '../notifications/streams.testkit.ts';
import { workQueueWatcherOf } from './watcherOfServices.ts';

// Subscription.workQueueChanged on two real gateways sharing Redis, over the real utility API: what `b`
// delivers after a message sent through `a` came from the event (the watchers' own poll is 30 s, longer
// than a test may take); `polling` reads its queue every POLL_MS and catches changes made beside the
// portal. When the watchers read is watcher.test.ts's, on a fake clock; here nothing waits on the
// clock but for results, and the tests go on once the upstream has answered a watcher's first read
// (the baseline later reads are compared with).

const subscription = (kind: string) => `subscription { workQueueChanged(kind: ${kind}) { id name unreadMessageCount status assignedToMe } }`;
const POLL_MS = 300;
const QUEUE_READ = '/Application/GetItems';

let api: { url: string; close(): Promise<void> };
let upstream: CountingProxy;
let redis: TestRedis;
let a: RunningGateway;
let b: RunningGateway;
let polling: RunningGateway;
/** Subscriptions that joined `polling`'s watcher. */
let pollingJoins = 0;
let dataDir: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  api = await startTestApi();
  upstream = await startCountingProxy(api.url);
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-queue-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, dataDir, utilityApiUrl: upstream.url };
  [a, b, polling] = await Promise.all([startGateway({ ...config, redisUrl: redis.url }), startGateway({ ...config, redisUrl: redis.url }), startGateway(config)]);
  const watcher = workQueueWatcherOf(polling.gateway.services, POLL_MS);
  const joinWatcher = watcher.join.bind(watcher);
  watcher.join = (kind, subscriber) => {
    pollingJoins += 1;
    return joinWatcher(kind, subscriber);
  };
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a.close(), b.close(), polling.close()]);
  await upstream.close();
  await api.close();
  await redis.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(gateway: RunningGateway, login: string): Promise<string> {
  const answer = await postGraphQL(gateway.url, LOGIN, { input: { email: login, password: DEMO_PASSWORD } });
  return cookiePair(answer.setCookies, PORTAL_SESSION_COOKIE);
}

function open(gateway: RunningGateway, cookie: string, kind = 'CUSTOMER_SERVICE'): OpenStream {
  const stream = subscribeSse(gateway.url, cookie, subscription(kind));
  streams.push(stream);
  return stream;
}

/** Until `count` upstream answers to a watcher's queue reads arrived since the last reset. */
const queueReadsAnswered = (count: number) => expect.poll(() => upstream.answered(QUEUE_READ), { timeout: 10_000 }).toBeGreaterThanOrEqual(count);

/** Maria's newest application, as she sees it through a gateway. */
async function mariasApplication(gateway: RunningGateway, cookie: string): Promise<{ id: string; portalApplicationId: number }> {
  const answer = await postGraphQL(gateway.url, '{ viewer { user { applications(first: 1) { edges { node { id portalApplicationId } } } } } }', {}, { cookie });
  const data = answer.body.data as { viewer: { user: { applications: { edges: Array<{ node: { id: string; portalApplicationId: number } }> } } } };
  const node = data.viewer.user.applications.edges[0]?.node;
  if (node === undefined) throw new Error('maria has no application');
  return node;
}

describe('Subscription.workQueueChanged', () => {
  it('pushes a customer\'s new message to an employee watching the queue on another instance', async () => {
    const [staff, maria] = await Promise.all([signIn(b, DEMO_LOGINS.staff), signIn(a, DEMO_LOGINS.maria)]);
    upstream.reset();
    const stream = open(b, staff);
    await queueReadsAnswered(1);
    const application = await mariasApplication(a, maria);
    const before = await postGraphQL(b.url, 'query ($id: ID!) { node(id: $id) { ... on Application { unreadMessageCount } } }', { id: application.id }, { cookie: staff });
    const unread = (before.body.data as { node: { unreadMessageCount: number } }).node.unreadMessageCount;
    const sent = await postGraphQL(
      a.url,
      'mutation ($input: AddApplicationMessageInput!) { addApplicationMessage(input: $input) { userErrors { code } } }',
      { input: { applicationId: application.id, text: 'Is there any news?' } },
      { cookie: maria },
    );
    expect(sent.body.data).toEqual({ addApplicationMessage: { userErrors: [] } });
    const pushed = await stream.next();
    expect(pushed).toMatchObject({ data: { workQueueChanged: { id: application.id, unreadMessageCount: unread + 1 } } });
  });

  it('catches a change made beside the portal with its slow poll, one reader of the queue however many subscribers', async () => {
    const [one, two] = await Promise.all([signIn(polling, DEMO_LOGINS.staff), signIn(polling, DEMO_LOGINS.staff)]);
    const first = open(polling, one);
    const second = open(polling, two);
    await expect.poll(() => pollingJoins, { timeout: 10_000 }).toBe(2);
    expect(workQueueWatcherOf(polling.gateway.services).watchedQueues()).toBe(1);
    // Two answered after both joined: at least one is `polling`'s (`b` reads every 30 s).
    upstream.reset();
    await queueReadsAnswered(2);

    const login = await fetch(`${api.url}/account/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: DEMO_LOGINS.staff, Password: DEMO_PASSWORD }) });
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('UTILITY_SESSION='))?.split(';')[0] ?? '';
    const list = await fetch(`${api.url}/Application/GetItems`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ Kind: 1, Status: 1 }) });
    const [target] = ((await list.json()) as { items: Array<{ portalApplicationId: number }> }).items;
    const changed = await fetch(`${api.url}/Application/ChangeStatus`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ ApplicationId: target?.portalApplicationId, Status: 2 }) });
    expect(((await changed.json()) as { status: number }).status).toBe(0);
    const id = toGlobalId('Application', String(target?.portalApplicationId));
    for (const stream of [first, second]) {
      expect(await stream.next()).toMatchObject({ data: { workQueueChanged: { id, status: 'IN_PROCESS' } } });
    }
  });

  it('refuses employees without the queue\'s flag', async () => {
    const field = await signIn(a, DEMO_LOGINS.field);
    const stream = open(a, field, 'MAINTENANCE');
    const result = await stream.next();
    expect(result).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });
});
