import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloGateway } from '../apollo/startApolloGateway.ts';
import { loadConfig } from '../config.ts';
import type { GatewayRuntimeConfig } from '../context.ts';
import { startGateway } from '../server.ts';

// The gateway's connection timeouts (README, Configuration), short for the test: a client that keeps a
// connection idle, or never finishes its headers, does not keep it open.

const TRANSPORTS = [
  { name: 'GraphQL Yoga', start: startGateway, path: '/healthz' },
  { name: 'Apollo Server', start: startApolloGateway, path: '/graphql?query=%7B__typename%7D' },
];

/** Sends `text` on a raw connection and collects what comes back until the server closes it. */
function talk(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe.each(TRANSPORTS)('connection timeouts over $name', (transport) => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    const config: GatewayRuntimeConfig = {
      ...loadConfig({ LOG_LEVEL: 'silent', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '200', HTTP_REQUEST_TIMEOUT_MS: '400' }),
      utilityApiUrl: 'http://127.0.0.1:9',
      port: 0,
    };
    server = await transport.start(config);
  });
  afterAll(() => server.close());

  it('closes an idle keep-alive connection after HTTP_KEEP_ALIVE_TIMEOUT_MS', async () => {
    const received = await talk(server.url, `GET ${transport.path} HTTP/1.1\r\nHost: gateway.test\r\nAccept: application/json\r\nApollo-Require-Preflight: 1\r\n\r\n`);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
  });

  it('answers 408 to a client that never finishes its headers, and disconnects it', async () => {
    const received = await talk(server.url, `GET ${transport.path} HTTP/1.1\r\nHost: gateway.test\r\n`);
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});
