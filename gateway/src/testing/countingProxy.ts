import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Sits between gateway and utility API and records the path of every upstream call. */
export interface CountingProxy {
  url: string;
  /** Paths called since the last reset, in order (lower-cased: the upstream ignores case). */
  calls(): string[];
  count(path: string): number;
  reset(): void;
  /** Sends later calls to another utility API (a restarted one). */
  retarget(target: string): void;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let targetUrl = new URL(target);
  let calls: string[] = [];
  const server = createServer((req, res) => {
    calls.push(new URL(req.url ?? '/', targetUrl).pathname.toLowerCase());
    const upstream = forward(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => [...calls],
    count: (path) => calls.filter((call) => call === path.toLowerCase()).length,
    reset: () => {
      calls = [];
    },
    retarget: (next) => {
      targetUrl = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
