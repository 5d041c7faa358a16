import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './server.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, startServedHarness, type Harness, type ServedHarness } from './testing/harness.ts';

let served: ServedHarness;
let harness: Harness;
let gateway: RunningGateway;
let clientDir: string;
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("portal");');
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  served = await startServedHarness({ clientDir });
  ({ harness, running: gateway } = served);
});
afterAll(async () => {
  await served.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('HTTP routes', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 while the upstream answers', async () => {
    const response = await fetch(`${gateway.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('serves GraphQL over HTTP GET and POST', async () => {
    const get = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ viewer { language } }')}`, {
      headers: { accept: 'application/json', 'accept-language': 'ar' },
    });
    expect(await get.json()).toEqual({ data: { viewer: { language: 'ar' } } });
    const post = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: '{ viewer { isAuthenticated } }' }),
    });
    expect(await post.json()).toEqual({ data: { viewer: { isAuthenticated: false } } });
  });

  it('serves the client: history fallback for navigations, long cache for hashed assets', async () => {
    const navigation = await fetch(`${gateway.url}/userHome`, { headers: html });
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(navigation.headers.get('cache-control')).toBe('no-cache');
    expect(await navigation.text()).toBe(INDEX_HTML);

    const asset = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("portal");');

    const missingAsset = await fetch(`${gateway.url}/assets/missing.js`);
    expect(missingAsset.status).toBe(404);
    const traversal = await fetch(`${gateway.url}/..%2f..%2fetc%2fpasswd`, { headers: html });
    expect(await traversal.text()).toBe(INDEX_HTML);
  });

  it('compresses text assets for browsers that accept it, and keeps dot folders private', async () => {
    const brotli = await fetch(`${gateway.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe('console.log("portal");');
    const gzip = await fetch(`${gateway.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${gateway.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("portal");');

    const manifest = await fetch(`${gateway.url}/.vite/manifest.json`);
    expect(manifest.status).toBe(404);
  });

  it('streams a guide for the request language, and 404 for unknown guides', async () => {
    const maria = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { email: DEMO_LOGINS.maria, password: DEMO_PASSWORD, issueToken: true } },
      }),
    });
    const cookie = (maria.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const guide = await fetch(`${gateway.url}/files/localized/app-guide`, { headers: { cookie } });
    expect(guide.status).toBe(200);
    expect(guide.headers.get('content-type')).toBe('application/pdf');
    expect(guide.headers.get('content-disposition')).toMatch(/attachment/);
    expect(new TextDecoder().decode((await guide.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const unknown = await fetch(`${gateway.url}/files/localized/user-manual`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'NOT_FOUND', message: 'This file is not available.' });
    expect((await fetch(`${gateway.url}/files/no-such-kind/1`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/files/localized/%E0%A4%A`)).status).toBe(404);
  });

  it('answers navigations with a 503 page while the client is not built', async () => {
    const unbuilt = await startGateway({ ...harness.config, port: 0, clientDir: join(clientDir, 'nothing-here') });
    try {
      const response = await fetch(`${unbuilt.url}/login`, { headers: html });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });

  it('answers /readyz with 503 once the upstream is gone', async () => {
    await harness.upstream.close();
    const response = await fetch(`${gateway.url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/^utility API unavailable/) });
  });
});
