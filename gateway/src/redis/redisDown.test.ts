import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../utility-api/src/testing/testApi.ts';
import { startApolloGateway, type RunningApolloGateway } from '../apollo/startApolloGateway.ts';
import { loadConfig } from '../config.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, LOGIN } from '../testing/harness.ts';
import { cookiePair, postGraphQL } from '../testing/httpClient.ts';
import { startTestRedis, type TestRedis } from '../testing/redisServer.ts';

// A gateway whose Redis goes away (docs/architecture.md §5): signed-in requests cannot read their session and
// answer a coded 503 the client may retry, never a 500; visitors, who need no session, are still served.

let redis: TestRedis;
let api: { url: string; close(): Promise<void> };
let yoga: RunningGateway;
let apollo: RunningApolloGateway;
let dataDir: string;
const VIEWER = '{ viewer { isAuthenticated } }';

beforeAll(async () => {
  redis = await startTestRedis();
  api = await startTestApi();
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-redis-down-'));
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, dataDir, utilityApiUrl: api.url, redisUrl: redis.url };
  [yoga, apollo] = await Promise.all([startGateway(config), startApolloGateway(config)]);
});
afterAll(async () => {
  await Promise.all([yoga.close(), apollo.close()]);
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('with Redis down', () => {
  it('answers signed-in requests 503 SERVICE_UNAVAILABLE on both servers, and still serves visitors', async () => {
    const login = await postGraphQL(yoga.url, LOGIN, { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, issueToken: true } });
    const cookie = cookiePair(login.setCookies, 'portal_session');
    const token = (login.body.data?.['login'] as { token: string }).token;
    expect((await postGraphQL(yoga.url, VIEWER, {}, { cookie })).body).toEqual({ data: { viewer: { isAuthenticated: true } } });

    await redis.close();

    for (const [url, headers] of [[yoga.url, { cookie }], [apollo.url, { authorization: `Bearer ${token}` }]] as const) {
      const answer = await postGraphQL(url, VIEWER, {}, headers);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        errors: [{ message: 'The portal is briefly unavailable. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      });
      expect((await postGraphQL(url, VIEWER)).body).toEqual({ data: { viewer: { isAuthenticated: false } } });
    }
  });
});
