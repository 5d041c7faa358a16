import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayServices } from '../context.ts';
import { requestIdFrom } from '../request/requestId.ts';
import { FILES_PREFIX } from '../files/fileDownload.ts';
import { captchaSources } from '../modules/auth/captchaSources.ts';
import { serveFile } from '../files/serveFile.ts';
import { securityHeaders } from '../security/headers.ts';
import { health, readiness } from './health.ts';
import { metricsRoute } from './metricsRoute.ts';
import { headersOf, sendJson } from './respond.ts';
import { serveClient } from './staticFiles.ts';
import { SSO_PREFIX, ssoRoute } from './ssoRoutes.ts';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Where GraphQL is served (GET and POST, SSE subscriptions). */
export const GRAPHQL_PATH = '/graphql';

/** Route names for logs and metrics: a fixed set, whatever paths callers invent. */
type Route = 'graphql' | 'healthz' | 'readyz' | 'metrics' | 'files' | 'sso' | 'client';

const METRIC_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

function routeOf(path: string): Route {
  if (path === GRAPHQL_PATH) return 'graphql';
  if (path === '/healthz') return 'healthz';
  if (path === '/readyz') return 'readyz';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith(FILES_PREFIX)) return 'files';
  if (path.startsWith(SSO_PREFIX)) return 'sso';
  return 'client';
}

/**
 * The gateway's routes on node:http: GraphQL goes to Yoga, the rest is health, metrics, guides and
 * the client. Every request gets an id (logs, upstream `x-request-id`, response header), security
 * headers, an access log line with the client's address and a latency observation. Failures answer 500 without taking the
 * process down.
 */
export function createRouter(services: GatewayServices, graphql: RequestListener): RequestListener {
  const { logger, metrics, traffic, config } = services;
  const clientHeaders = Object.entries(securityHeaders('client', config.production, captchaSources(config.recaptcha.scriptUrl)));
  const metricsOnGateway = metricsRoute(config, metrics, 'gateway');

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, name: Route): Promise<void> {
    if (name === 'graphql') return graphql(req, res);
    if (name === 'healthz') return health(res);
    if (name === 'readyz') return readiness(services, res);
    if (name === 'metrics') return metricsOnGateway(req, res);
    if (name === 'files' && req.method === 'GET') {
      const request = new Request(url, { headers: headersOf(req) });
      return serveFile(services, request, url.pathname, res);
    }
    if (name === 'sso') return ssoRoute(services, req, res, url);
    return serveClient(config.clientDir, req, res, url.pathname);
  }

  return (req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const name = routeOf(url.pathname);
    // Only this header is needed here: copying them all into a Headers object cost ~25 µs a request.
    const requestId = requestIdFrom(req.headers['x-request-id']);
    // Yoga builds its context from these headers: the GraphQL context then logs under the same id.
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    if (name !== 'graphql') {
      for (const [header, value] of clientHeaders) {
        res.setHeader(header, value);
      }
    }
    traffic.begin(res);
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const method = METRIC_METHODS.has(req.method ?? '') ? (req.method ?? '') : 'other';
      metrics.httpRequestDuration.observe({ route: name, method, status: res.statusCode }, seconds);
      const client = services.clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for']);
      logger.info(
        { requestId, client, method: req.method, path: url.pathname, status: res.statusCode, ms: Math.round(seconds * 1000) },
        'request',
      );
    });
    route(req, res, url, name).catch((error: unknown) => {
      logger.error({ err: error, requestId, path: url.pathname }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'INTERNAL', message: 'Something went wrong.' });
      else res.destroy();
    });
  };
}
