import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningGateway } from '../../server.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, startServedHarness, type ServedHarness } from '../../testing/harness.ts';
import { postGraphQL } from '../../testing/httpClient.ts';

// Per-address sign-in budgets over real HTTP and WebSocket, where the gateway sees connections from
// 127.0.0.1 as it would see them from a TLS proxy in front of it.

const ADDRESS_BUDGET = 3;
/** Two gateways and a seeded utility API start in each block: slow on a busy machine. */
const START_TIMEOUT_MS = 60_000;
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { userErrors { code } } }';

/** Each wrong attempt names another login, so that only the address budget is spent. */
const wrong = (attempt: number) => ({ input: { email: `nobody${attempt}@example.test`, password: 'wrong' } });
const right = { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD } };

async function loginOverHttp(gateway: RunningGateway, variables: object, forwardedFor?: string): Promise<string[]> {
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const answer = await postGraphQL(gateway.url, LOGIN, variables as Record<string, unknown>, headers);
  return (answer.body.data?.['login'] as { userErrors: Array<{ code: string }> }).userErrors.map((error) => error.code);
}

const clients: Client[] = [];
/** A WebSocket connection whose upgrade request carries `X-Forwarded-For`, as a proxy's would. */
function socketFrom(gateway: RunningGateway, forwardedFor: string): Client {
  const headers = { 'x-forwarded-for': forwardedFor };
  const client = createClient({
    url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

function loginOverSocket(client: Client, variables: object): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let codes: string[] | undefined;
    client.subscribe<{ login: { userErrors: Array<{ code: string }> } }>(
      { query: LOGIN, variables: variables as Record<string, unknown> },
      {
        next: (result) => (codes = result.data?.login.userErrors.map((error) => error.code)),
        error: (error: unknown) => reject(new Error(JSON.stringify(error))),
        complete: () => (codes === undefined ? reject(new Error('no result')) : resolve(codes)),
      },
    );
  });
}

describe('per-address budgets behind a trusted proxy (TRUSTED_PROXIES)', () => {
  let served: ServedHarness;
  let gateway: RunningGateway;
  beforeAll(async () => {
    served = await startServedHarness({ authAttemptsPerAddress: ADDRESS_BUDGET, trustedProxies: { addresses: ['127.0.0.1', '::1'] } });
    gateway = served.running;
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await served.close();
  });

  it('counts each client the proxy names on its own, so one client spending its budget does not lock out the others', async () => {
    for (let attempt = 0; attempt < ADDRESS_BUDGET; attempt += 1) {
      expect(await loginOverHttp(gateway, wrong(attempt), '198.51.100.1')).toEqual(['INVALID_CREDENTIALS']);
    }
    expect(await loginOverHttp(gateway, wrong(99), '198.51.100.1')).toEqual(['RATE_LIMITED']);
    // A header the client wrote itself, left of what the proxy appended, changes nothing.
    expect(await loginOverHttp(gateway, wrong(98), '203.0.113.50, 198.51.100.1')).toEqual(['RATE_LIMITED']);
    expect(await loginOverHttp(gateway, right, '198.51.100.2')).toEqual([]);
  });

  it('gives each WebSocket connection the address of its upgrade request, the same budget as over HTTP', async () => {
    const spent = socketFrom(gateway, '198.51.100.11');
    for (let attempt = 0; attempt < ADDRESS_BUDGET; attempt += 1) {
      expect(await loginOverSocket(spent, wrong(attempt))).toEqual(['INVALID_CREDENTIALS']);
    }
    expect(await loginOverSocket(spent, wrong(99))).toEqual(['RATE_LIMITED']);
    expect(await loginOverHttp(gateway, wrong(98), '198.51.100.11')).toEqual(['RATE_LIMITED']);
    expect(await loginOverSocket(socketFrom(gateway, '198.51.100.12'), right)).toEqual([]);
  });
});

describe('per-address budgets without trusted proxies (the default)', () => {
  let served: ServedHarness;
  beforeAll(async () => {
    served = await startServedHarness({ authAttemptsPerAddress: ADDRESS_BUDGET });
  }, START_TIMEOUT_MS);
  afterAll(() => served.close());

  it('ignores X-Forwarded-For: a client cannot get a fresh budget by writing another address', async () => {
    for (let attempt = 0; attempt < ADDRESS_BUDGET; attempt += 1) {
      expect(await loginOverHttp(served.running, wrong(attempt), `198.51.100.${attempt}`)).toEqual(['INVALID_CREDENTIALS']);
    }
    expect(await loginOverHttp(served.running, wrong(99), '198.51.100.200')).toEqual(['RATE_LIMITED']);
  });
});
