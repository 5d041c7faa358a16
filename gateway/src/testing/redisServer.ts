import { spawn } from 'node:child_process';
import { createConnection, createServer, type AddressInfo } from 'node:net';

/** Debian's redis-server, installed by `scripts/ensureRedis.ts`. */
export const redisServerPath = process.env['REDIS_SERVER_PATH'] ?? '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  close(): Promise<void>;
}

/** redis-server has no "pick a free port" option: bind port 0, note the port, release it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A redis-server of the test's own on 127.0.0.1, without persistence, killed by `close`. Resolves
 * once it accepts connections.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const server = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      const socket = createConnection(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        clearInterval(poll);
        resolve();
      });
      socket.once('error', () => socket.destroy());
    }, 20);
    const fail = (error: Error) => {
      clearInterval(poll);
      reject(error);
    };
    server.once('error', fail);
    void exited.then(() => fail(new Error(`redis-server exited: ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      server.kill('SIGKILL');
      await exited;
    },
  };
}
