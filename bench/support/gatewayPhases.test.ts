// `npm run test:bench`: the in-process timing preloaded into bench gateways (`gatewayPhases.ts`) sees the
// gateway's upstream calls, made by its own transport, and keeps them out of the gateway's own time.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { GatewayPhases } from './gatewayPhases.ts';

const ROOT = join(import.meta.dirname, '..', '..');

// A stand-in gateway: `/graphql` makes two upstream calls in a row through the gateway's transport, the
// upstream holding each answer 30 ms, then answers; it prints its port, serves one request and exits.
const STAND_IN = `
import { createServer } from 'node:http';
import { createUpstreamTransport } from ${JSON.stringify(join(ROOT, 'gateway/src/upstream/transport.ts'))};
import { readBody } from ${JSON.stringify(join(ROOT, 'gateway/src/upstream/responseBody.ts'))};
const upstream = createServer((req, res) => { req.resume(); setTimeout(() => res.end('{"status":0}'), 30); });
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const transport = createUpstreamTransport({ socketsPerPool: 2, connectTimeoutMs: 5000 });
const gateway = createServer(async (req, res) => {
  res.once('finish', () => { transport.close(); gateway.close(); upstream.close(); });
  for (const path of ['/Profile/Get', '/Account/GetItems']) {
    const url = new URL('http://127.0.0.1:' + upstream.address().port + path);
    const answer = await transport.request(url, { pool: 'p', method: 'POST', headers: { 'x-request-id': req.headers['x-request-id'] }, body: '{}', timeoutMs: 5000 });
    await readBody(path, answer.status, answer.body);
  }
  // The test's connection closes with the answer, so that the process can exit at once.
  res.setHeader('connection', 'close');
  res.end('{}');
});
await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve));
console.log(gateway.address().port);
`;

describe('gateway phases', () => {
  it('counts the calls of the gateway\'s undici transport and leaves their time out of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-phases-'));
    const file = join(dir, 'phases.json');
    try {
      const child = spawn(process.execPath, ['--import', join(import.meta.dirname, 'gatewayPhases.ts'), '--input-type=module', '-e', STAND_IN], {
        env: { ...process.env, GATEWAY_PHASES_FILE: file },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const [port] = (await once(child.stdout, 'data')) as [Buffer];
      const answer = await fetch(`http://127.0.0.1:${port.toString().trim()}/graphql`, { method: 'POST', headers: { 'x-request-id': 'phases-1' } });
      assert.equal(await answer.text(), '{}');
      const code = await exited;
      assert.equal(code, 0);
      const [phases] = JSON.parse(readFileSync(file, 'utf8')) as GatewayPhases[];
      assert.equal(phases?.requestId, 'phases-1');
      assert.equal(phases?.upstreamCalls, 2);
      // Each call waited at least the upstream's 30 ms: none of it counts as the gateway's own.
      assert.ok(phases.totalMs - phases.ownMs >= 60, `${phases.totalMs} total, ${phases.ownMs} own`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
