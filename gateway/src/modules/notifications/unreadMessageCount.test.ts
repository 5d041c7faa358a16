import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../../utility-api/src/testing/testApi.ts';
import { loadConfig } from '../../config.ts';
import { startGateway, type RunningGateway } from '../../server.ts';
import { PORTAL_SESSION_COOKIE } from '../../session/sessionCookie.ts';
import { startCountingProxy, type CountingProxy } from '../../testing/countingProxy.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN } from '../../testing/harness.ts';
import { cookiePair, postGraphQL } from '../../testing/httpClient.ts';
import { startTestRedis, type TestRedis } from '../../testing/redisServer.ts';
import { polledUnreadUsers, unreadRegistryOf } from './registryOfServices.ts';
import { subscribeSse, subscribeWebSocket, type OpenStream, type Operation, type StreamResult } from './streams.testkit.ts';

// Subscription.unreadMessageCount on real gateways (SSE and WebSocket) over the real utility API,
// behind a proxy that counts upstream calls. `fast` polls every POLL_MS; `a` and `b` share Redis and
// poll only once an hour, so a new count they deliver during a test came from an event, not a poll.
// How often a user is polled is the registry's (unreadRegistry.test.ts, on a fake clock); here, that
// the streams of a user share one poller.

const SUBSCRIPTION = 'subscription { unreadMessageCount }';
const COUNT_PATH = '/ApplicationMessage/GetUnreadItemsCount';
const POLL_MS = 300;
const HOUR_MS = 3_600_000;

let api: { url: string; close(): Promise<void> };
let upstream: CountingProxy;
let redis: TestRedis;
let fast: RunningGateway;
let a: RunningGateway;
let b: RunningGateway;
let dataDir: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  api = await startTestApi();
  upstream = await startCountingProxy(api.url);
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-unread-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, dataDir, utilityApiUrl: upstream.url };
  fast = await startGateway({ ...config, unreadPollFirstMs: 50, unreadPollIntervalMs: POLL_MS });
  const slow = { ...config, redisUrl: redis.url, unreadPollFirstMs: HOUR_MS, unreadPollIntervalMs: HOUR_MS };
  [a, b] = await Promise.all([startGateway(slow), startGateway(slow)]);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([fast.close(), a.close(), b.close()]);
  await upstream.close();
  await api.close();
  await redis.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(gateway: RunningGateway, login: string): Promise<string> {
  const answer = await postGraphQL(gateway.url, LOGIN, { input: { email: login, password: DEMO_PASSWORD } });
  return cookiePair(answer.setCookies, PORTAL_SESSION_COOKIE);
}

function open(transport: 'sse' | 'ws', gateway: RunningGateway, cookie: string, operation: Operation = SUBSCRIPTION): OpenStream {
  const stream = (transport === 'sse' ? subscribeSse : subscribeWebSocket)(gateway.url, cookie, operation);
  streams.push(stream);
  return stream;
}

async function countOf(stream: OpenStream): Promise<number> {
  const result = await stream.next();
  if (result === 'complete' || result.data?.['unreadMessageCount'] === undefined) {
    throw new Error(`expected a count, got ${JSON.stringify(result)}`);
  }
  return result.data['unreadMessageCount'] as number;
}

async function callApi(path: string, body: object, cookie = '') {
  const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const session = response.headers.getSetCookie().find((value) => value.startsWith('UTILITY_SESSION='))?.split(';')[0];
  return { body: (await response.json()) as Record<string, unknown>, session };
}

/** One of maria's applications, as the utility API lists them to her. */
async function mariasApplicationId(): Promise<number> {
  const maria = await callApi('/account/Login', { Email: DEMO_LOGINS.maria, Password: DEMO_PASSWORD });
  const [application] = (await callApi('/Application/GetItems', {}, maria.session)).body['items'] as Array<{ portalApplicationId: number }>;
  if (application === undefined) throw new Error('maria has no application');
  return application.portalApplicationId;
}

/** A staff reply on one of maria's applications, straight to the utility API (her count goes up by one). */
async function staffReplyToMaria(): Promise<void> {
  const applicationId = await mariasApplicationId();
  const staff = await callApi('/account/Login', { Email: DEMO_LOGINS.staff, Password: DEMO_PASSWORD });
  const insert = await callApi('/ApplicationMessage/Insert', { PortalApplicationId: applicationId, Message: 'We have scheduled the visit.' }, staff.session);
  expect(insert.body['status']).toBe(0);
}

describe('Subscription.unreadMessageCount', () => {
  it.each(['sse', 'ws'] as const)('polls with one poller for two tabs of one customer (%s)', async (transport) => {
    const registry = unreadRegistryOf(fast.gateway.services);
    const [tab1, tab2] = await Promise.all([signIn(fast, DEMO_LOGINS.maria), signIn(fast, DEMO_LOGINS.maria)]);
    const first = open(transport, fast, tab1);
    const second = open(transport, fast, tab2);
    const [one, two] = await Promise.all([countOf(first), countOf(second)]);
    expect(one).toBe(two);
    expect(registry.polledUsers()).toBe(1);
    first.close();
    second.close();
    await expect.poll(() => registry.polledUsers(), { timeout: 10_000 }).toBe(0);
  });

  it('delivers a staff reply at once, through Redis, to subscribers on another instance (SSE and WebSocket)', async () => {
    const [cookieA, cookieB] = await Promise.all([signIn(a, DEMO_LOGINS.maria), signIn(b, DEMO_LOGINS.maria)]);
    const onB = open('ws', b, cookieB);
    const alsoOnB = open('sse', b, cookieB);
    const before = await countOf(onB);
    expect(await countOf(alsoOnB)).toBe(before);

    await staffReplyToMaria();
    // What a message mutation passing through instance A publishes; A has no subscriber of maria.
    a.gateway.services.pubsub.publish('messagesChanged', { userIds: [DEMO_LOGINS.maria] });

    expect(await countOf(onB)).toBe(before + 1);
    expect(await countOf(alsoOnB)).toBe(before + 1);
    const onA = open('sse', a, cookieA);
    expect(await countOf(onA)).toBe(before + 1);
  });

  it('delivers a staff reply made through the gateway (addApplicationMessage) at once', async () => {
    const onB = open('sse', b, await signIn(b, DEMO_LOGINS.maria));
    const before = await countOf(onB);
    const applicationId = toGlobalId('Application', String(await mariasApplicationId()));
    const reply = await postGraphQL(
      a.url,
      'mutation Reply($input: AddApplicationMessageInput!) { addApplicationMessage(input: $input) { userErrors { code } } }',
      { input: { applicationId, text: 'The engineer visits on Monday.' } },
      { cookie: await signIn(a, DEMO_LOGINS.staff) },
    );
    expect(reply.body).toEqual({ data: { addApplicationMessage: { userErrors: [] } } });
    // Instance B polls once an hour: only the mutation's event can bring the new count.
    expect(await countOf(onB)).toBe(before + 1);
  });

  it('is for customers only: visitors are UNAUTHENTICATED, employees FORBIDDEN', async () => {
    const visitor = open('sse', fast, '');
    const staff = open('ws', fast, await signIn(fast, DEMO_LOGINS.staff));
    const codes = async (stream: OpenStream) => ((await stream.next()) as StreamResult).errors?.map((error) => error.extensions?.['code']);
    expect(await codes(visitor)).toEqual(['UNAUTHENTICATED']);
    expect(await codes(staff)).toEqual(['FORBIDDEN']);
  });

  it('ends the stream with UNAUTHENTICATED when the upstream session ends', async () => {
    const cookie = await signIn(fast, DEMO_LOGINS.mobile);
    const stream = open('sse', fast, cookie);
    await countOf(stream);
    await postGraphQL(fast.url, 'mutation { logout { userErrors { code } } }', {}, { cookie });
    const ended = await stream.next();
    expect(ended).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await stream.next()).toBe('complete');
  });

  it.each(['sse', 'ws'] as const)('stops polling for a user whose last stream closed (%s)', async (transport) => {
    const registry = unreadRegistryOf(fast.gateway.services);
    const stream = open(transport, fast, await signIn(fast, DEMO_LOGINS.mobile));
    await countOf(stream);
    expect(registry.polledUsers()).toBe(1);
    const metrics = await (await fetch(`${fast.url}/metrics`)).text();
    expect(metrics).toMatch(/^gateway_unread_pollers_active 1$/m);
    stream.close();
    await expect.poll(() => registry.polledUsers(), { timeout: 10_000 }).toBe(0);
  });

  it.each(['sse', 'ws'] as const)('runs the client\'s persisted subscription where only persisted documents may run (%s)', async (transport) => {
    // Shares Redis with `a`, where the test signs in: the sign-in mutation is no persisted document.
    const production = await startGateway({ ...a.gateway.services.config, port: 0, persistedDocumentsOnly: true });
    try {
      const documentId = [...production.gateway.services.persistedDocuments].find(([, text]) =>
        text.startsWith('subscription useUnreadMessageCountSubscription'),
      )?.[0];
      if (documentId === undefined) throw new Error('the client\'s subscription is not in persisted-documents.json');
      const cookie = await signIn(a, DEMO_LOGINS.maria);
      const byId = open(transport, production, cookie, { documentId });
      expect(typeof (await countOf(byId))).toBe('number');
      const byText = open(transport, production, cookie);
      expect(await byText.next()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_DOCUMENTS_ONLY' } }] });
      byId.close();
      byText.close();
    } finally {
      await production.close();
    }
  });

  it('completes the stream and stops polling when the gateway shuts down', async () => {
    const leaving = await startGateway({ ...fast.gateway.services.config, port: 0 });
    const stream = open('sse', leaving, await signIn(leaving, DEMO_LOGINS.maria));
    await countOf(stream);
    expect(polledUnreadUsers(leaving.gateway.services)).toBe(1);
    await leaving.close();
    expect(await stream.next()).toBe('complete');
    expect(polledUnreadUsers(leaving.gateway.services)).toBe(0);
  });

  it('keeps the stream open while the utility API is down and sends the count once it is back', async () => {
    const own = await startCountingProxy(api.url);
    const gateway = await startGateway({ ...fast.gateway.services.config, port: 0, utilityApiUrl: own.url, upstreamRetries: 0 });
    try {
      const cookie = await signIn(gateway, DEMO_LOGINS.maria);
      own.retarget('http://127.0.0.1:9');
      const stream = open('sse', gateway, cookie);
      await expect.poll(() => own.count(COUNT_PATH), { timeout: 10_000 }).toBeGreaterThan(0);
      own.retarget(api.url);
      expect(typeof (await countOf(stream))).toBe('number');
    } finally {
      await gateway.close();
      await own.close();
    }
  });
});
