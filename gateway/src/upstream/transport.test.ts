import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Readable } from 'node:stream';
import type { UpstreamAnswer } from './answerHandler.ts';
import { readBody } from './responseBody.ts';
import { createUpstreamTransport } from './transport.ts';

// The transport's own promises to the client: decoded answers with every cookie, and connections that
// a call past its time or a dropped answer gives back closed, so the pool's next call is served.
// Timeouts run on fake timers (only those the transport sets): nothing here waits for real time.

const TIMEOUT_MS = 10_000;

/** The connection each path's last call came on. */
const socketOf = new Map<string, Socket>();

/**
 * Paths: `/Gzip/Get` a compressed answer with two cookies, `/Bom/Get` a byte-order mark and a bad byte, `/Large/Get`
 * over 4 KB, `/Hang/*` never answers, `/Half/*` headers and half a body.
 */
function upstream(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const path = req.url ?? '';
  socketOf.set(path, req.socket);
  if (path.startsWith('/Hang/')) return;
  if (path.startsWith('/Half/')) {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"status":0,');
    return;
  }
  if (path === '/Bom/Get') {
    // A byte-order mark first and a byte that is not UTF-8 last, in two writes.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(Buffer.from([0xef, 0xbb, 0xbf, ...Buffer.from('{"status":0,"text":"é')]));
    res.end(Buffer.from([0xff, ...Buffer.from('"}')]));
    return;
  }
  if (path === '/Large/Get') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 0, text: 'x'.repeat(4096) }));
    return;
  }
  if (path === '/Gzip/Get') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
    res.end(gzipSync(JSON.stringify({ status: 0, text: 'décodé' })));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'c=3; Path=/' });
  res.end(JSON.stringify({ status: 0, text: path }));
}

const server = createServer(upstream);
let opened = 0;
server.on('connection', () => {
  opened += 1;
});
const closed = (path: string) => socketOf.get(path)?.closed === true;

/** The body of an answer asked for without `wholeLimit`: always a stream. */
function streamOf(answer: UpstreamAnswer): Readable {
  if (answer.body === undefined) throw new Error('an answer asked for without wholeLimit came whole');
  return answer.body;
}
let base = '';
const transport = createUpstreamTransport({ socketsPerPool: 1, connectTimeoutMs: TIMEOUT_MS });
const call = (pool: string, path: string) =>
  transport.request(new URL(`${base}${path}`), { pool, method: 'POST', headers: { 'x-request-id': 'transport-test' }, body: '{}', timeoutMs: TIMEOUT_MS });

/** Lets sockets make progress until `done` holds, looking every few real milliseconds a bounded number of times. */
async function until(done: () => boolean): Promise<void> {
  for (let look = 0; look < 2_000 && !done(); look += 1) await pause(5);
  expect(done()).toBe(true);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  transport.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the upstream transport', () => {
  it('decodes a compressed answer and lists every Set-Cookie, one or several', async () => {
    const compressed = await call('gzip', '/Gzip/Get');
    expect(compressed.setCookies).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await readBody('/Gzip/Get', 200, streamOf(compressed))).toBe('{"status":0,"text":"décodé"}');
    const plain = await call('plain', '/Plain/Get');
    expect(plain.setCookies).toEqual(['c=3; Path=/']);
    expect(plain.headers['content-type']).toBe('application/json');
    expect(await readBody('/Plain/Get', 200, streamOf(plain))).toBe('{"status":0,"text":"/Plain/Get"}');
  });

  it('keeps a connection whose answer was read whole for the next call of its pool', async () => {
    await readBody('/Plain/Get', 200, streamOf(await call('kept', '/Plain/Get')));
    const before = opened;
    await readBody('/Plain/Get', 200, streamOf(await call('kept', '/Plain/Get')));
    expect(opened).toBe(before);
  });

  it('gives each pool its own connections: a hung call of one family leaves the others served', async () => {
    const hung = call('hang', '/Hang/Get');
    hung.catch(() => {});
    const other = await call('other', '/Plain/Get');
    expect(await readBody('/Plain/Get', 200, streamOf(other))).toBe('{"status":0,"text":"/Plain/Get"}');
    transport.close();
    await expect(hung).rejects.toBeDefined();
  });
});

describe('an answer read whole (`wholeLimit`)', () => {
  const whole = createUpstreamTransport({ socketsPerPool: 1, connectTimeoutMs: TIMEOUT_MS });
  const callWhole = (path: string, wholeLimit = 1024) =>
    whole.request(new URL(`${base}${path}`), { pool: 'whole', method: 'POST', headers: {}, body: '{}', timeoutMs: TIMEOUT_MS, wholeLimit });
  afterAll(() => whole.close());

  it('is its text, decoded as fetch decoded, with its cookies, and leaves its connection for the next call', async () => {
    const plain = await callWhole('/Plain/Get');
    expect(plain).toMatchObject({ status: 200, text: '{"status":0,"text":"/Plain/Get"}', setCookies: ['c=3; Path=/'] });
    expect(plain.body).toBeUndefined();
    const opens = opened;
    expect((await callWhole('/Bom/Get')).text).toBe('{"status":0,"text":"é\uFFFD"}');
    expect(opened).toBe(opens);
  });

  it('still comes as a stream when the answer has a content coding, to be decoded', async () => {
    const compressed = await callWhole('/Gzip/Get');
    expect(compressed.text).toBeUndefined();
    expect(await readBody('/Gzip/Get', 200, streamOf(compressed))).toBe('{"status":0,"text":"décodé"}');
  });

  it('is refused as bad_response past its limit, and its connection is closed', async () => {
    const opens = opened;
    await expect(callWhole('/Large/Get', 1024)).rejects.toMatchObject({ kind: 'bad_response', path: '/Large/Get', text: 'answer larger than 1024 bytes' });
    await until(() => closed('/Large/Get'));
    expect((await callWhole('/Plain/Get')).text).toBe('{"status":0,"text":"/Plain/Get"}');
    expect(opened).toBe(opens + 1);
    expect((await callWhole('/Large/Get', 8192)).text).toHaveLength(4096 + '{"status":0,"text":""}'.length);
  });

  it('fails as a timeout when the answer stops halfway, and closes its connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const half = callWhole('/Half/Whole');
    const failed = expect(half).rejects.toMatchObject({ name: 'TimeoutError' });
    await until(() => socketOf.has('/Half/Whole'));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await failed;
    await until(() => closed('/Half/Whole'));
    expect((await callWhole('/Plain/Get')).text).toBe('{"status":0,"text":"/Plain/Get"}');
  });
});

describe('a call past its time', () => {
  const timed = createUpstreamTransport({ socketsPerPool: 1, connectTimeoutMs: TIMEOUT_MS });
  const callOn = (path: string) =>
    timed.request(new URL(`${base}${path}`), { pool: 'slow', method: 'POST', headers: {}, body: '{}', timeoutMs: TIMEOUT_MS });
  afterAll(() => timed.close());

  it('fails as a timeout before its answer, and closes its connection: the pool\'s only one serves the next call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hung = callOn('/Hang/Timeout');
    hung.catch(() => {});
    await until(() => socketOf.has('/Hang/Timeout'));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await expect(hung).rejects.toMatchObject({ name: 'TimeoutError' });
    await until(() => closed('/Hang/Timeout'));
    const next = await callOn('/Plain/Get');
    expect(await readBody('/Plain/Get', 200, streamOf(next))).toBe('{"status":0,"text":"/Plain/Get"}');
  });

  it('fails its body as a timeout when the answer stops halfway, and closes its connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const half = await callOn('/Half/Timeout');
    const failed = expect(readBody('/Half/Timeout', 200, streamOf(half))).rejects.toMatchObject({ name: 'TimeoutError' });
    const opens = opened;
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await failed;
    await until(() => closed('/Half/Timeout'));
    const next = await callOn('/Plain/Get');
    expect(await readBody('/Plain/Get', 200, streamOf(next))).toBe('{"status":0,"text":"/Plain/Get"}');
    expect(opened).toBe(opens + 1);
  });
});

describe('an answer dropped before its end', () => {
  const dropping = createUpstreamTransport({ socketsPerPool: 1, connectTimeoutMs: TIMEOUT_MS });
  afterAll(() => dropping.close());

  it('closes its connection, and the pool opens another for the next call', async () => {
    const callOn = (path: string) =>
      dropping.request(new URL(`${base}${path}`), { pool: 'drop', method: 'GET', headers: {}, timeoutMs: TIMEOUT_MS });
    const half = await callOn('/Half/Drop');
    const opens = opened;
    streamOf(half).destroy();
    await until(() => closed('/Half/Drop'));
    const next = await callOn('/Plain/Get');
    expect(await readBody('/Plain/Get', 200, streamOf(next))).toBe('{"status":0,"text":"/Plain/Get"}');
    expect(opened).toBe(opens + 1);
  });
});
