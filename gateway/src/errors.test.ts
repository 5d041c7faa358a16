import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createGateway } from './server.ts';
import { TestBrowser } from './testing/browser.ts';

/** An upstream that accepts connections and never answers. */
let silent: Server;
let silentUrl: string;
beforeAll(async () => {
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

/** A gateway whose upstream is given; settings are not cached so that every query reaches it. */
function gatewayOn(utilityApiUrl: string, env: Record<string, string> = {}) {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', ...env }), utilityApiUrl, settingsCacheTtlSeconds: 0 };
  const gateway = createGateway(config);
  return { gateway, browser: new TestBrowser(gateway.yoga) };
}

describe('upstream failures', () => {
  it('answer UPSTREAM_UNAVAILABLE at once when nothing listens upstream', async () => {
    // Port 9 (discard) on loopback refuses connections on test machines.
    // At once: a refused connection is not waited for until the upstream timeout (UPSTREAM_TIMEOUT).
    const { gateway, browser } = gatewayOn('http://127.0.0.1:9');
    const answer = await browser.graphql('{ settings { isValid } }');
    expect(answer.body).toEqual({
      data: null,
      errors: [
        {
          message: 'The utility service is unavailable. Please try again later.',
          path: ['settings'],
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    });
    await gateway.close();
  });

  it('answer UPSTREAM_TIMEOUT after UPSTREAM_TIMEOUT_MS when the upstream hangs', async () => {
    // The upstream never answers: an answer at all is the timeout's doing.
    const { gateway, browser } = gatewayOn(silentUrl, { UPSTREAM_TIMEOUT_MS: '200' });
    const answer = await browser.graphql('{ welcomeMessage viewer { language } }');
    expect(answer.body).toEqual({
      data: { welcomeMessage: null, viewer: { language: 'el' } },
      errors: [
        {
          message: 'The utility service did not answer in time. Please try again.',
          path: ['welcomeMessage'],
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'UPSTREAM_TIMEOUT' },
        },
      ],
    });
    await gateway.close();
  });

  it('hide unexpected errors in production but keep upstream codes', async () => {
    const { gateway, browser } = gatewayOn('http://127.0.0.1:9', {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-for-this-test',
      // Masking is the subject here, with operations of the test's own; persisted documents have theirs.
      PERSISTED_DOCUMENTS_ONLY: '0',
    });
    const answer = await browser.graphql('{ welcomeMessage }');
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    const bad = await browser.graphql('query ($d: [ID!]!) { nodes(ids: $d) { id } }', {
      d: Array.from({ length: 101 }, (_, index) => String(index)),
    });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Query.nodes(ids:) takes at most 100 items; this request has 101.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'Query.nodes(ids:)', maxItems: 100 },
    });
    await gateway.close();
  });
});
