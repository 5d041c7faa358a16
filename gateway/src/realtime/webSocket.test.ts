import { createClient, type Client, type FormattedExecutionResult, type SubscribePayload } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { issueApiToken } from '../apiTokens/issue.ts';
import { PERSISTED_DOCUMENT_CODES } from '../persistedDocuments/rules.ts';
import { SENSITIVE_MUTATIONS } from '../security/limits.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { PORTAL_SESSION_COOKIE } from '../session/sessionCookie.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN, startServedHarness, type Harness, type ServedHarness } from '../testing/harness.ts';
import { GOING_AWAY } from './webSocket.ts';

// GraphQL over WebSocket against a real gateway on a port, on the real utility API (`harness.ts`).

const VIEWER = '{ viewer { isAuthenticated user { username } } }';
const wsUrl = (gateway: RunningGateway) => `${gateway.url.replace(/^http/, 'ws')}/graphql`;

/** The `ws` WebSocket with the headers a browser would send on the upgrade (Origin, Cookie). */
function webSocketWith(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  };
}

const clients: Client[] = [];
function connect(
  gateway: RunningGateway,
  options: { headers?: Record<string, string>; connectionParams?: Record<string, unknown>; onClosed?: (code: number) => void } = {},
): Client {
  const client = createClient({
    url: wsUrl(gateway),
    webSocketImpl: webSocketWith(options.headers ?? {}),
    connectionParams: options.connectionParams,
    retryAttempts: 0,
    lazy: false,
    // A refused or closed connection is what several tests expect; `on.closed` reports it.
    onNonLazyError: () => undefined,
    on: { closed: (event) => options.onClosed?.((event as { code: number }).code) },
  });
  clients.push(client);
  return client;
}

/** The one result of a query or mutation; refused operations answer with their errors. */
function run(client: Client, payload: SubscribePayload): Promise<FormattedExecutionResult<Record<string, unknown>, unknown> | { refused: unknown }> {
  return new Promise((resolve, reject) => {
    let result: FormattedExecutionResult<Record<string, unknown>, unknown> | undefined;
    client.subscribe(payload, {
      next: (value) => (result = value),
      error: (error: unknown) => (Array.isArray(error) ? resolve({ refused: error }) : reject(error as Error)),
      complete: () => (result === undefined ? reject(new Error('completed without a result')) : resolve(result)),
    });
  });
}

/** Signs in over HTTP on the running gateway: its session cookie and Bearer token. */
async function signIn(gateway: RunningGateway): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, issueToken: true } } }),
  });
  const body = (await response.json()) as { data: { login: { token: string } } };
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${PORTAL_SESSION_COOKIE}=`));
  if (cookie === undefined) throw new Error('no session cookie');
  return { cookie: cookie.split(';')[0] ?? '', token: body.data.login.token };
}

/** The status an upgrade is refused with, or `open`. */
function upgrade(url: string, headers: Record<string, string>): Promise<number | 'open'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve('open');
      socket.close();
    });
    socket.once('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

let served: ServedHarness;
let harness: Harness;
let gateway: RunningGateway;
beforeAll(async () => {
  served = await startServedHarness({ corsOrigins: ['https://portal.example'] });
  ({ harness, running: gateway } = served);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await served.close();
});

describe('GraphQL over WebSocket (graphql-transport-ws)', () => {
  it('answers a visitor with visitor data', async () => {
    expect(await run(connect(gateway), { query: VIEWER })).toEqual({
      data: { viewer: { isAuthenticated: false, user: null } },
    });
  });

  it('knows the signed-in user by the session cookie of the upgrade', async () => {
    const { cookie } = await signIn(gateway);
    const origin = new URL(gateway.url).origin;
    const result = await run(connect(gateway, { headers: { cookie, origin } }), { query: VIEWER });
    expect(result).toEqual({ data: { viewer: { isAuthenticated: true, user: { username: DEMO_LOGINS.maria } } } });
  });

  it('knows the signed-in user by a Bearer token in connectionParams', async () => {
    const { token } = await signIn(gateway);
    const result = await run(connect(gateway, { connectionParams: { authorization: `Bearer ${token}` } }), { query: VIEWER });
    expect(result).toEqual({ data: { viewer: { isAuthenticated: true, user: { username: DEMO_LOGINS.maria } } } });
  });

  it('refuses upgrades from other sites and on other paths, and accepts CORS_ORIGINS', async () => {
    expect(await upgrade(wsUrl(gateway), { origin: 'https://evil.example' })).toBe(403);
    expect(await upgrade(wsUrl(gateway), { origin: 'https://portal.example' })).toBe('open');
    expect(await upgrade(`${gateway.url.replace(/^http/, 'ws')}/elsewhere`, {})).toBe(404);
  });

  it('refuses two logins in one operation, as over HTTP, without calling the utility API', async () => {
    harness.upstream.reset();
    const credentials = (password: string) => `input: { email: "${DEMO_LOGINS.maria}", password: "${password}" }`;
    const result = await run(connect(gateway), {
      query: `mutation { a: login(${credentials('one')}) { token } b: login(${credentials('two')}) { token } }`,
    });
    expect(result).toEqual({
      refused: [
        expect.objectContaining({
          message: `A request may carry at most 1 of ${SENSITIVE_MUTATIONS.join(', ')}; send them one request at a time.`,
          extensions: { code: 'SENSITIVE_OPERATION_LIMIT' },
        }),
      ],
    });
    expect(harness.upstream.calls()).toEqual([]);
  });

  it('closes a connection whose API token is unknown with 4403', async () => {
    const code = await new Promise<number>((resolve) => {
      connect(gateway, { connectionParams: { authorization: 'Bearer pat_0000000000000000_unknown' }, onClosed: resolve });
    });
    expect(code).toBe(4403);
  });

  it('counts open sockets in the metrics', async () => {
    await run(connect(gateway), { query: VIEWER });
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/^gateway_websocket_connections_active [1-9]\d*$/m);
  });
});

describe('persisted documents over WebSocket (PERSISTED_DOCUMENTS_ONLY)', () => {
  let only: RunningGateway;
  beforeAll(async () => {
    only = await startGateway({ ...harness.config, port: 0, persistedDocumentsOnly: true });
  });
  afterAll(() => only.close());

  it('runs a documentId, refuses text, and runs an integrator’s text', async () => {
    const [id, text] = [...only.gateway.services.persistedDocuments].find(([, body]) => body.startsWith('query LoginScreenQuery')) ?? [];
    if (id === undefined || text === undefined) throw new Error('LoginScreenQuery is not a persisted document');
    const browser = connect(only);
    const byId = await run(browser, { query: '', documentId: id } as SubscribePayload);
    expect(byId).toMatchObject({ data: expect.any(Object) });
    expect(await run(browser, { query: text })).toEqual({
      refused: [expect.objectContaining({ extensions: { code: PERSISTED_DOCUMENT_CODES.only } })],
    });
    const { token } = await issueApiToken(only.gateway.services.apiTokens, { name: 'meter-sync', scope: 'read' });
    const integrator = connect(only, { connectionParams: { authorization: `Bearer ${token}` } });
    expect(await run(integrator, { query: VIEWER })).toEqual({ data: { viewer: { isAuthenticated: false, user: null } } });
  });
});

describe('WebSocket shutdown', () => {
  it('refuses new upgrades and closes open sockets with 1001 (going away)', async () => {
    const closing = await startGateway({ ...harness.config, port: 0 });
    let resolveCode: (code: number) => void = () => undefined;
    const closedWith = new Promise<number>((resolve) => (resolveCode = resolve));
    const client = connect(closing, { onClosed: resolveCode });
    expect(await run(client, { query: VIEWER })).toMatchObject({ data: { viewer: { isAuthenticated: false } } });
    const stopped = closing.close();
    expect(await closedWith).toBe(GOING_AWAY);
    await stopped;
    expect(closing.gateway.services.traffic.sockets).toBe(0);
  });
});
