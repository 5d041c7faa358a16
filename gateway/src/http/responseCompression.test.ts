import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createFetch } from '@whatwg-node/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloGateway } from '../apollo/startApolloGateway.ts';
import { startServedHarness, type ServedHarness } from '../testing/harness.ts';
import { preferredEncoding } from './compressedFile.ts';
import { MIN_COMPRESSED_BYTES, useResponseCompression } from './responseCompression.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding(null)).toBeUndefined();
  });
});

describe('the compression plugin', () => {
  const fetchAPI = createFetch({});
  const plugin = useResponseCompression();
  const bigJson = JSON.stringify({ data: { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Customer ${i}` })) } });

  async function answer(body: string, contentType: string, acceptEncoding = 'gzip, br') {
    const headers = new fetchAPI.Headers({ 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) });
    headers.append('set-cookie', 'a=1; Path=/; HttpOnly');
    headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
    let response = new fetchAPI.Response(body, { status: 200, headers });
    const hook = plugin.onResponse as unknown as (payload: object) => Promise<void>;
    await hook({
      request: new fetchAPI.Request('http://gateway.test/graphql', { headers: { 'accept-encoding': acceptEncoding } }),
      response,
      setResponse: (next: Response) => (response = next),
      fetchAPI,
      serverContext: {},
    });
    return response;
  }

  it('compresses a JSON answer and keeps its type, status and cookies', async () => {
    const response = await answer(bigJson, 'application/json; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; HttpOnly']);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(bigJson) / 4);
    expect(brotliDecompressSync(bytes).toString()).toBe(bigJson);
  });

  it('leaves event streams, small answers and clients without an encoding alone', async () => {
    for (const [body, type, accept] of [
      [bigJson, 'text/event-stream', 'br'],
      [bigJson, 'multipart/mixed; boundary="-"', 'br'],
      ['{"data":{"__typename":"Query"}}', 'application/json', 'br'],
      [bigJson, 'application/json', 'identity'],
    ] as const) {
      const response = await answer(body, type, accept);
      expect(response.headers.get('content-encoding'), type).toBeNull();
      expect(await response.text()).toBe(body);
    }
    expect(Buffer.byteLength('{"data":{"__typename":"Query"}}')).toBeLessThan(MIN_COMPRESSED_BYTES);
  });
});

// 150 server texts: several kilobytes of JSON, as a list screen's query answers.
const TEXTS = `{ texts(ids: [${Array.from({ length: 150 }, (_, i) => i + 1).join(', ')}]) { textId text } }`;

/** POSTs a query to the server at `baseUrl` over node:http, which leaves the body as it came. */
function post(baseUrl: string, query: string, acceptEncoding?: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json' };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const req = request(`${baseUrl}/graphql`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

/** TEXTS plain, in brotli and in gzip from the server at `baseUrl`: each decompresses to the plain answer. */
async function expectCompressedAsAccepted(baseUrl: string) {
  const plain = await post(baseUrl, TEXTS);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length, plain.body.toString().slice(0, 200)).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
  const data = JSON.parse(plain.body.toString()) as { data: { texts: unknown[] } };
  expect(data.data.texts.length).toBeGreaterThan(0);

  const brotli = await post(baseUrl, TEXTS, 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  expect(brotli.body.length).toBeLessThan(plain.body.length);
  expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(data);

  const gzip = await post(baseUrl, TEXTS, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(data);
  return { plain, brotli };
}

describe('GraphQL answers over HTTP', () => {
  let served: ServedHarness;
  beforeAll(async () => {
    served = await startServedHarness();
  });
  afterAll(() => served.close());

  it('are compressed as the client accepts, and decompress to the same answer', async () => {
    const { brotli } = await expectCompressedAsAccepted(served.running.url);
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers['x-request-id']).toBeDefined();
  });
});

describe('GraphQL answers of the Apollo mount over HTTP', () => {
  let served: ServedHarness;
  beforeAll(async () => {
    served = await startServedHarness({}, startApolloGateway);
  });
  afterAll(() => served.close());

  it('are compressed by the same rules as Yoga’s, and keep their type', async () => {
    const { plain, brotli } = await expectCompressedAsAccepted(served.running.url);
    expect(brotli.headers['content-type']).toBe(plain.headers['content-type']);
    expect(brotli.headers['vary']).toMatch(/\bAccept-Encoding$/);
  });

  it('leave small answers and clients without an encoding alone', async () => {
    const small = await post(served.running.url, '{ __typename }', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
    for (const accept of ['identity', 'br;q=0, gzip;q=0', undefined]) {
      const big = await post(served.running.url, TEXTS, accept);
      expect(big.headers['content-encoding'], accept).toBeUndefined();
      expect(big.body.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
      expect(JSON.parse(big.body.toString())).toMatchObject({ data: { texts: expect.any(Array) } });
    }
  });
});
