import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamFamilies } from './families.ts';
import { createUpstreamClient } from './client.ts';
import { createUpstreamTransport } from './transport.ts';

interface Echo {
  contentType: string;
  chunked: boolean;
  body: string;
}

/** An upstream that answers what it received: content type, transfer encoding and body bytes. */
function echoServer() {
  return createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: 0,
          text: '',
          contentType: req.headers['content-type'],
          chunked: req.headers['transfer-encoding'] === 'chunked',
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
  });
}

describe('UpstreamClient.upload', () => {
  const server = echoServer();
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

  it('streams a multipart form with its fields and files, as fetch would encode it', async () => {
    const upstream = createUpstreamClient({
      baseUrl,
      transport,
      timeoutMs: 5_000,
      retries: 2,
      families: createUpstreamFamilies({ maxConcurrent: 4, maxQueued: 4, queueWaitMs: 1_000, failureThreshold: 5, cooldownMs: 1_000 }),
      logger: pino({ level: 'silent' }),
      requestId: 'upload-test',
      language: 'en',
    });
    const form = new FormData();
    form.append('messageId', '42');
    form.append('uploadFiles', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff])], 'bill.pdf', { type: 'application/pdf' }));
    form.append('uploadFiles', new File(['second'], 'note.txt', { type: 'text/plain' }));

    // The echo server answers what it received, not the document's payload of the call.
    const echoed = (await upstream.upload('/ApplicationMessageAttachment/ProcessAttachments', form)) as unknown as Echo;

    const boundary = /boundary=(.+)$/.exec(echoed.contentType)?.[1];
    expect(echoed.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.chunked).toBe(true);
    const parts = echoed.body.split(`--${boundary}`).slice(1, -1);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toContain('name="messageId"\r\n\r\n42\r\n');
    expect(parts[1]).toContain('filename="bill.pdf"');
    expect(parts[1]).toContain('Content-Type: application/pdf\r\n\r\n%PDF\xff\r\n');
    expect(parts[2]).toContain('filename="note.txt"');
    expect(parts[2]).toContain('second');
  });
});
