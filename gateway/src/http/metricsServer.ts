import type { AddressInfo } from 'node:net';
import type { GatewayServices } from '../context.ts';
import { createHttpServer } from './httpServer.ts';
import { metricsRoute } from './metricsRoute.ts';
import { sendJson } from './respond.ts';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `/metrics` on a listener of its own (`METRICS_PORT` on `METRICS_HOST`, 127.0.0.1 by default), for
 * a scraper on the gateway's host or its private network while the public port serves none.
 */
export async function startMetricsServer(services: Pick<GatewayServices, 'config' | 'metrics' | 'logger'>): Promise<MetricsServer | undefined> {
  const { config, metrics, logger } = services;
  if (config.metricsPort === undefined) return undefined;
  const serve = metricsRoute(config, metrics, 'metrics');
  const server = createHttpServer(config, (req, res) => {
    if (new URL(req.url ?? '/', 'http://metrics.invalid').pathname !== '/metrics') return sendJson(res, 404, { error: 'NOT_FOUND' });
    serve(req, res).catch((error: unknown) => {
      logger.error({ err: error }, 'metrics request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'INTERNAL', message: 'Something went wrong.' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.metricsHost, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.metricsHost.includes(':') ? `[${config.metricsHost}]` : config.metricsHost;
  return {
    url: `http://${host}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
