import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import { AnswerHandler, type UpstreamAnswer } from './answerHandler.ts';

interface UpstreamRequest {
  /** The connection pool: each path family has its own (`families.ts`). */
  pool: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON text, or a stream (a multipart upload) sent with chunked transfer encoding. */
  body?: string | Readable | undefined;
  /** Until the answer's body ends: past it the call is aborted and its connection closed. */
  timeoutMs: number;
  /**
   * Set for an answer read whole (a JSON envelope), the most bytes it may have: it is answered as text,
   * without a stream per call, and refused as `bad_response` past that. An answer with a content coding
   * still comes as a stream, to be decoded (`contentEncoding.ts`).
   */
  wholeLimit?: number | undefined;
}

/**
 * HTTP to the utility API on keep-alive connection pools owned by one gateway instance: undici's
 * dispatcher, without its `fetch` (the profile showed ~19% of the gateway's CPU in fetch and web streams)
 * and without `node:http`, whose request objects and parser cost each call about twice as much CPU.
 */
export interface UpstreamTransport {
  request(url: URL, init: UpstreamRequest): Promise<UpstreamAnswer>;
  close(): void;
}

/**
 * Idle connections are closed before the upstream's keep-alive timeout (Node's default is 5 s), so a
 * call is not sent on a connection the server is closing; a shorter keep-alive hint of the server wins.
 */
const IDLE_CONNECTION_MS = 4_000;

export interface UpstreamTransportOptions {
  /** Connections of each pool (`UPSTREAM_FAMILY_CONCURRENCY`). */
  socketsPerPool: number;
  /**
   * The longest wait for a new connection (`UPSTREAM_TIMEOUT_MS`): a call gives up on it sooner, and
   * then nothing would use a connection that takes longer.
   */
  connectTimeoutMs: number;
}

/**
 * `socketsPerPool` bounds each pool (`UPSTREAM_FAMILY_CONCURRENCY`), so that a hung upstream cannot
 * make the gateway open connections without end, and calls that hang on one path family cannot hold
 * the connections the others need: a family's calls never wait for another family's connections.
 * A pool reuses its first free connection, so under light load the others expire.
 */
export function createUpstreamTransport(options: UpstreamTransportOptions): UpstreamTransport {
  const poolOptions = {
    connections: options.socketsPerPool,
    keepAliveTimeout: IDLE_CONNECTION_MS,
    keepAliveMaxTimeout: IDLE_CONNECTION_MS,
    connectTimeout: options.connectTimeoutMs,
    // Each call's own timer covers its whole exchange (`AnswerHandler`): no second clock per call.
    headersTimeout: 0,
    bodyTimeout: 0,
  };
  const pools = new Map<string, Pool>();

  function poolFor(name: string, origin: string): Pool {
    const key = `${name} ${origin}`;
    let pool = pools.get(key);
    if (pool === undefined) {
      pool = new Pool(origin, poolOptions);
      pools.set(key, pool);
    }
    return pool;
  }

  return {
    request(url, init) {
      return new Promise((resolve, reject) => {
        const whole = init.wholeLimit === undefined ? undefined : { path: url.pathname, limit: init.wholeLimit };
        const handler = new AnswerHandler(resolve, reject, init.timeoutMs, whole);
        const options = { path: `${url.pathname}${url.search}`, method: init.method, headers: init.headers, body: init.body };
        poolFor(init.pool, url.origin).dispatch(options, handler);
      });
    },
    close() {
      for (const pool of pools.values()) void pool.destroy().catch(() => {});
      pools.clear();
    },
  };
}
