// A proxy before the utility API that answers repeated reads from memory: the first call of each path and
// body goes through, later ones get its recorded answer at once. With it a profile or a CPU figure of the
// gateway holds the gateway's own work, not the API's on the same cores (bench/README.md, the enquiry search).
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Recorded {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** `paths` are answered from memory after their first call (by path and body); every other call is forwarded. */
export async function startMemoizingProxy(target: string, paths: readonly string[]): Promise<{ url: string; close(): Promise<void> }> {
  const answers = new Map<string, Recorded>();
  const base = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = `${req.url ?? ''}\n${body.toString()}`;
      const known = paths.includes(new URL(req.url ?? '/', base).pathname) ? answers.get(key) : undefined;
      if (known !== undefined) {
        res.writeHead(known.status, known.headers).end(known.body);
        return;
      }
      const upstream = request(new URL(req.url ?? '/', base), { method: req.method, headers: { ...req.headers, host: base.host } }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const recorded = { status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(parts) };
          if (recorded.status === 200 && paths.includes(new URL(req.url ?? '/', base).pathname)) answers.set(key, recorded);
          res.writeHead(recorded.status, recorded.headers).end(recorded.body);
        });
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
