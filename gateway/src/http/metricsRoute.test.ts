import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startGateway, type RunningGateway } from '../server.ts';

// Who may read /metrics (README, Metrics): development is open, production closed unless a token or
// a listener of its own is configured.

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-for-this-test', LOG_LEVEL: 'silent' };
const TOKEN = 'metrics-token-for-this-test';

const start = (env: Record<string, string>) =>
  startGateway({ ...loadConfig({ LOG_LEVEL: 'silent', ...env }), utilityApiUrl: 'http://127.0.0.1:9', port: 0 });

const scrape = (base: string, headers: Record<string, string> = {}) => fetch(`${base}/metrics`, { headers });

describe('/metrics', () => {
  const gateways: Record<'development' | 'production' | 'token' | 'ownPort', RunningGateway> = {} as never;
  beforeAll(async () => {
    gateways.development = await start({});
    gateways.production = await start(PRODUCTION);
    gateways.token = await start({ ...PRODUCTION, METRICS_TOKEN: TOKEN });
    gateways.ownPort = await start({ ...PRODUCTION, METRICS_PORT: '0' });
  });
  afterAll(() => Promise.all(Object.values(gateways).map((gateway) => gateway.close())));

  it('is open in development and closed in production', async () => {
    const open = await scrape(gateways.development.url);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('gateway_upstream_circuit_state');
    expect((await scrape(gateways.production.url)).status).toBe(404);
  });

  it('asks for METRICS_TOKEN as a Bearer token', async () => {
    const anonymous = await scrape(gateways.token.url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await scrape(gateways.token.url, { authorization: 'Bearer not-the-token' })).status).toBe(401);
    const scraper = await scrape(gateways.token.url, { authorization: `Bearer ${TOKEN}` });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('gateway_upstream_circuit_state');
  });

  it('with METRICS_PORT, is served on that listener only', async () => {
    const { url, metricsUrl } = gateways.ownPort;
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await scrape(url)).status).toBe(404);
    const own = await scrape(metricsUrl ?? '');
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('gateway_upstream_circuit_state');
    expect((await fetch(`${metricsUrl}/graphql`)).status).toBe(404);
  });
});
