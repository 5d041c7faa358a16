import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One response that crossed the network, as the server sent it. */
export interface Transfer {
  path: string;
  contentType: string;
  /** Body bytes on the wire (the gateway sends static files uncompressed). */
  bytes: number;
}

export interface RecordingProxy {
  url: string;
  transfers(): Transfer[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * Sits between Chromium and the gateway and records every response body that crossed the network,
 * whoever asked for it — the page or its service worker. What the browser took from its HTTP cache
 * or the service worker's cache never reaches it: that is exactly "loaded from the network".
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const targetUrl = new URL(target);
  let transfers: Transfer[] = [];
  const server = createServer((req, res) => {
    const upstream = forward(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.once('end', () =>
          transfers.push({
            path: new URL(req.url ?? '/', targetUrl).pathname,
            contentType: String(answer.headers['content-type'] ?? ''),
            bytes,
          }),
        );
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
    transfers: () => [...transfers],
    reset: () => {
      transfers = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
