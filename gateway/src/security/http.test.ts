import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway, type RunningGateway } from '../server.ts';
import { startServedHarness, type Harness, type ServedHarness } from '../testing/harness.ts';
import { CSRF_HEADER } from './csrf.ts';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from './limits.ts';

let served: ServedHarness;
let harness: Harness;
let running: RunningGateway;
let production: Gateway;
beforeAll(async () => {
  served = await startServedHarness({ corsOrigins: ['https://partner.example'] });
  ({ harness, running } = served);
  production = createGateway({ ...harness.config, production: true, introspection: false });
});
afterAll(async () => {
  await production.close();
  await served.close();
});

const INTROSPECTION = '{ __schema { queryType { name } } }';

async function graphql(gateway: Gateway, query: string) {
  const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { response, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> } };
}

describe('security headers', () => {
  it('are on GraphQL answers, the client and health routes, with a request id', async () => {
    for (const path of ['/graphql?query=%7B__typename%7D', '/healthz', '/some/route']) {
      const response = await fetch(`${running.url}${path}`, { headers: { accept: 'application/json' } });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    }
    const client = await fetch(`${running.url}/login`, { headers: { accept: 'text/html', 'x-request-id': 'trace-42' } });
    expect(client.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/; " +
        "style-src 'self'; connect-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(client.headers.get('x-request-id')).toBe('trace-42');
  });

  it('give GraphiQL (development only) the CDN it loads from, and production HSTS', async () => {
    const graphiql = await fetch(`${running.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(graphiql.headers.get('content-type')).toMatch(/^text\/html/);
    expect(graphiql.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline' https://unpkg.com");
    const { response } = await graphql(production, '{ __typename }');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('introspection and field suggestions', () => {
  it('are refused and hidden in production', async () => {
    const { body } = await graphql(production, INTROSPECTION);
    expect(body.errors?.[0]?.message).toMatch(/GraphQL introspection has been disabled/);
    const typo = await graphql(production, '{ viewr { language } }');
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query". [Suggestion hidden]');
  });

  it('are allowed in development', async () => {
    expect((await graphql(harness.gateway, INTROSPECTION)).body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
    const typo = await graphql(harness.gateway, '{ viewr { language } }');
    expect(typo.body.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query". Did you mean "viewer"?');
  });

  it('can be allowed in production with GRAPHQL_INTROSPECTION=1', async () => {
    const open = createGateway({ ...harness.config, production: true, introspection: true });
    expect((await graphql(open, INTROSPECTION)).body.errors).toBeUndefined();
    await open.close();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${running.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('is granted to the configured origins only', async () => {
    const partner = await preflight('https://partner.example');
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const none = await harness.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(none.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('body size', () => {
  it('answers 413 to a declared Content-Length over the limit before reading the body', async () => {
    const url = new URL(`${running.url}/graphql`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': MAX_JSON_BODY_BYTES + 1 },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      outgoing.on('error', reject);
      // Only the headers are sent: the answer must not wait for a megabyte that never comes.
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      errors: [{ message: `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.` }],
    });
  });

  it('answers 413 to a declared multipart length over the upload limit', async () => {
    const response = await harness.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MAX_MULTIPART_BODY_BYTES + 1),
        [CSRF_HEADER]: '1',
      },
      body: '--x--',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ message: `The request body is larger than ${MAX_MULTIPART_BODY_BYTES} bytes.` }],
    });
  });

  it('stops reading a streamed multipart body at the upload limit', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(120);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // A part that never ends: only the byte count can stop it.
        if (sent === 0) controller.enqueue(new TextEncoder().encode('--x\r\ncontent-disposition: form-data; name="operations"\r\n\r\n'));
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 2 * MAX_MULTIPART_BODY_BYTES) controller.close();
      },
    });
    const response = await harness.gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', [CSRF_HEADER]: '1' },
      body,
      duplex: 'half',
    } as RequestInit);
    // Yoga's multipart parser reports the stream's error as invalid multipart data (400).
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(`larger than ${MAX_MULTIPART_BODY_BYTES} bytes`);
    expect(sent).toBeLessThan(MAX_MULTIPART_BODY_BYTES + 4 * chunk.byteLength);
  });
});
