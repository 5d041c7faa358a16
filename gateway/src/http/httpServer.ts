import { createServer, type RequestListener, type Server } from 'node:http';
import type { GatewayConfig } from '../config.ts';

type HttpTimeouts = Pick<GatewayConfig, 'httpKeepAliveTimeoutMs' | 'httpHeadersTimeoutMs' | 'httpRequestTimeoutMs'>;

/**
 * Node's own default: how often it looks for requests past their headers or request timeout. Checked
 * at most this far apart, a slow client is cut at most a second late instead of up to 30 s.
 */
const MAX_TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * An HTTP server with the gateway's connection timeouts (README, Configuration): idle keep-alive
 * connections close after `HTTP_KEEP_ALIVE_TIMEOUT_MS`; a client that sends its headers or its
 * request too slowly gets 408 and is disconnected. Answers themselves (event streams) have no limit.
 */
export function createHttpServer(timeouts: HttpTimeouts, listener: RequestListener): Server {
  return createServer(
    {
      keepAliveTimeout: timeouts.httpKeepAliveTimeoutMs,
      headersTimeout: timeouts.httpHeadersTimeoutMs,
      requestTimeout: timeouts.httpRequestTimeoutMs,
      connectionsCheckingInterval: Math.max(1, Math.min(MAX_TIMEOUT_CHECK_INTERVAL_MS, timeouts.httpHeadersTimeoutMs)),
    },
    listener,
  );
}
