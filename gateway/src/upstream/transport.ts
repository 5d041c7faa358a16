import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { decodedBody } from './contentEncoding.ts';

/** The upstream's answer: status and headers at once, the (decoded) body as a Node stream. */
export interface UpstreamAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every Set-Cookie header, one entry each (the upstream may set several cookies at once). */
  setCookies: string[];
  body: Readable;
}

interface UpstreamRequest {
  /** The connection pool: each path family has its own (`families.ts`). */
  pool: string;
  method: 'GET' | 'POST';
  headers: OutgoingHttpHeaders;
  /** JSON text, or a stream (a multipart upload) sent with chunked transfer encoding. */
  body?: string | Readable | undefined;
  /** Until the answer's body ends: past it the request and its socket are destroyed. */
  timeoutMs: number;
}

/**
 * HTTP to the utility API on a keep-alive agent owned by one gateway instance. It replaces `fetch`:
 * the profile showed ~19% of the gateway's CPU in undici's fetch and web streams, for a transport
 * that only ever needs a plain request and a byte stream.
 */
export interface UpstreamTransport {
  request(url: URL, init: UpstreamRequest): Promise<UpstreamAnswer>;
  close(): void;
}

/**
 * Idle sockets are closed before the upstream's keep-alive timeout (Node's default is 5 s), so a
 * call is not sent on a socket the server is closing (undici's fetch used 4 s for the same reason).
 */
const IDLE_SOCKET_MS = 4_000;

/** The error `AbortSignal.timeout` raised under `fetch`: `client.ts` maps its name to `timeout`. */
function timeoutError(): DOMException {
  return new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}

interface Pool {
  http: HttpAgent;
  https: HttpsAgent;
}

/**
 * `socketsPerPool` bounds each pool (`UPSTREAM_FAMILY_CONCURRENCY`), so that a hung upstream cannot
 * make the gateway open connections without end, and calls that hang on one path family cannot hold
 * the sockets the others need: a family's calls never wait for another family's connections.
 */
export function createUpstreamTransport(options: { socketsPerPool: number }): UpstreamTransport {
  const agentOptions = { keepAlive: true, maxSockets: options.socketsPerPool, scheduling: 'lifo', timeout: IDLE_SOCKET_MS } as const;
  const pools = new Map<string, Pool>();

  function poolNamed(name: string): Pool {
    let pool = pools.get(name);
    if (pool === undefined) {
      pool = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
      pools.set(name, pool);
    }
    return pool;
  }

  function request(url: URL, init: UpstreamRequest): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const headers: OutgoingHttpHeaders = { ...init.headers };
      if (typeof init.body === 'string') headers['content-length'] = Buffer.byteLength(init.body);
      const send = secure ? httpsRequest : httpRequest;
      const pool = poolNamed(init.pool);
      const req = send(url, { method: init.method, headers, agent: secure ? pool.https : pool.http });
      let answer: UpstreamAnswer | undefined;
      // One timer for the whole exchange, body included, as the signal of `fetch` did.
      const timer = setTimeout(() => {
        const error = timeoutError();
        answer?.body.destroy(error);
        req.destroy(error);
        reject(error);
      }, init.timeoutMs);
      timer.unref();
      // Errors after the answer arrived reach the body's reader; this listener only keeps them handled.
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.on('response', (res) => {
        const body = decodedBody(res);
        body.once('close', () => clearTimeout(timer));
        const setCookie = res.headers['set-cookie'];
        answer = { status: res.statusCode ?? 0, headers: res.headers, setCookies: setCookie ?? [], body };
        resolve(answer);
      });
      if (init.body instanceof Readable) {
        init.body.once('error', (error) => req.destroy(error));
        init.body.pipe(req);
      } else {
        req.end(init.body);
      }
    });
  }

  return {
    request,
    close() {
      for (const pool of pools.values()) {
        pool.http.destroy();
        pool.https.destroy();
      }
    },
  };
}
