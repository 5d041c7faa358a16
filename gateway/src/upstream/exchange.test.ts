import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamFamilies } from './families.ts';
import { createUpstreamClient } from './client.ts';
import { createUpstreamTransport } from './transport.ts';

describe('UpstreamClient.exchange', () => {
  let hits = 0;
  // The first request of each path loses its connection; later ones answer a bare number.
  const seen = new Set<string>();
  const server = createServer((req, res) => {
    hits += 1;
    req.resume();
    if (!seen.has(req.url ?? '')) {
      seen.add(req.url ?? '');
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('42');
  });
  const transport = createUpstreamTransport({ socketsPerPool: 4, connectTimeoutMs: 5_000 });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    transport.close();
    server.close();
  });

  const families = createUpstreamFamilies({ maxConcurrent: 4, maxQueued: 4, queueWaitMs: 1_000, failureThreshold: 10, cooldownMs: 1_000 });
  const client = () =>
    createUpstreamClient({
      baseUrl,
      transport,
      timeoutMs: 5_000,
      retries: 2,
      families,
      logger: pino({ level: 'silent' }),
      requestId: 'exchange-test',
      language: 'en',
    });

  it('never repeats a call that changes state, while a read is retried after a lost connection', async () => {
    hits = 0;
    await expect(client().exchange('/Session/Create', {})).rejects.toMatchObject({ kind: 'unavailable' });
    expect(hits).toBe(1);

    hits = 0;
    const read = await client().download('/Utility/DownloadLocalizedFile', { Value: 1 });
    expect(await read.text()).toBe('42');
    expect(hits).toBe(2);
  });

  it('holds the slot of a file\'s family until the file is read: its connection is taken until then', async () => {
    const file = await client().download('/Bill/Download', { Value: 1 });
    expect(families.statuses()).toContainEqual({ family: 'bill', state: 'closed', inFlight: 1, queued: 0 });
    expect(await file.text()).toBe('42');
    await new Promise((resolve) => setImmediate(resolve));
    expect(families.statuses()).toContainEqual({ family: 'bill', state: 'closed', inFlight: 0, queued: 0 });
  });
});
