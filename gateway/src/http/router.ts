import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayServices } from '../context.ts';
import { health, readiness } from './health.ts';
import { LOCALIZED_FILE_PREFIX, localizedFile } from './localizedFile.ts';
import { headersOf, sendJson } from './respond.ts';
import { serveClient } from './staticFiles.ts';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Where GraphQL is served (GET and POST, SSE subscriptions). */
export const GRAPHQL_PATH = '/graphql';

/**
 * The gateway's routes on node:http: GraphQL goes to Yoga, the rest is health, guides and the
 * client. Failures answer 500 without taking the process down.
 */
export function createRouter(services: GatewayServices, graphql: RequestListener): RequestListener {
  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    if (path === GRAPHQL_PATH) return graphql(req, res);
    if (path === '/healthz') return health(res);
    if (path === '/readyz') return readiness(services, res);
    if (path.startsWith(LOCALIZED_FILE_PREFIX) && req.method === 'GET') {
      const request = new Request(url, { headers: headersOf(req) });
      return localizedFile(services, request, path.slice(LOCALIZED_FILE_PREFIX.length), res);
    }
    return serveClient(services.config.clientDir, req, res, path);
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    route(req, res, url).catch((error: unknown) => {
      services.logger.error({ err: error, path: url.pathname }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'INTERNAL', message: 'Something went wrong.' });
      else res.destroy();
    });
  };
}
