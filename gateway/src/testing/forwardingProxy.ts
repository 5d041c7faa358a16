import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request passing through the proxy, at the moment the target's answer starts. */
export interface Exchange {
  req: IncomingMessage;
  answer: IncomingMessage;
  res: ServerResponse;
  /** `performance.now()` when the request reached the proxy. */
  startedAt: number;
}

export interface ForwardingProxy {
  url: string;
  /** Sends later requests to another target (a restarted utility API). */
  retarget(target: string): void;
  close(): Promise<void>;
}

/**
 * A transparent HTTP proxy on 127.0.0.1 that lets tests and benchmarks observe traffic without
 * adding anything to the gateway: `onRequest` sees each request as it arrives, `onAnswer` each
 * answer as it starts streaming back (attach listeners to `answer` or `res` to see it end).
 */
export async function startForwardingProxy(
  target: string,
  observe: {
    onRequest?: (req: IncomingMessage, target: URL) => void;
    onAnswer?: (exchange: Exchange) => void;
    /** Requests it returns true for are never forwarded nor answered: a path of the target that hangs. */
    hold?: (req: IncomingMessage) => boolean;
    /** Requests it gives an answer for get it, never forwarded: a path the target lacks or refuses. */
    answer?: (req: IncomingMessage) => { status: number; body: object } | undefined;
    /** Milliseconds each request waits before it is forwarded: a slow target. */
    delayMs?: () => number;
  },
): Promise<ForwardingProxy> {
  let targetUrl = new URL(target);
  const server = createServer((req, res) => {
    const startedAt = performance.now();
    observe.onRequest?.(req, targetUrl);
    if (observe.hold?.(req) === true) return void req.resume();
    const own = observe.answer?.(req);
    if (own !== undefined) {
      req.resume();
      res.writeHead(own.status, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(own.body));
    }
    const delayMs = observe.delayMs?.() ?? 0;
    if (delayMs > 0) req.pause();
    const send = () => {
      const upstream = forward(
        { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          observe.onAnswer?.({ req, answer, res, startedAt });
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  });
  // The gateway keeps its upstream connections alive; so does the proxy, or it would add connects.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
