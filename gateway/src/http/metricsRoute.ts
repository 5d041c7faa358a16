import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken } from '../apiTokens/integrator.ts';
import { apiTokenMatches, hashApiToken } from '../apiTokens/secret.ts';
import type { GatewayConfig } from '../config.ts';
import type { GatewayMetrics } from '../metrics/metrics.ts';
import { headersOf, sendJson } from './respond.ts';

type MetricsConfig = Pick<GatewayConfig, 'production' | 'metricsToken' | 'metricsPort'>;

/** The gateway's own port, or the listener of `METRICS_PORT` (`metricsServer.ts`). */
export type MetricsListener = 'gateway' | 'metrics';

/**
 * Who may read `/metrics` (operation names, upstream paths, the breaker's state) on a listener:
 * with `METRICS_PORT` only its own listener serves them; `METRICS_TOKEN` asks for it as a Bearer
 * token; production without either keeps them closed, development leaves them open.
 */
function metricsAccess(config: MetricsConfig, listener: MetricsListener): 'open' | 'token' | 'closed' {
  if (listener === 'gateway' && config.metricsPort !== undefined) return 'closed';
  if (config.metricsToken !== undefined) return 'token';
  return listener === 'gateway' && config.production ? 'closed' : 'open';
}

/** `/metrics`: the gateway's Prometheus metrics in the text exposition format, for those `metricsAccess` lets in. */
export function metricsRoute(config: MetricsConfig, metrics: GatewayMetrics, listener: MetricsListener) {
  // Compared as digests, in constant time, as API tokens are (`apiTokens/secret.ts`).
  const tokenHash = config.metricsToken === undefined ? undefined : hashApiToken(config.metricsToken);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const access = metricsAccess(config, listener);
    if (access === 'closed') return sendJson(res, 404, { error: 'NOT_FOUND' });
    if (access === 'token') {
      const given = bearerToken(headersOf(req));
      if (given === undefined || tokenHash === undefined || !apiTokenMatches(given, tokenHash)) {
        res.setHeader('www-authenticate', 'Bearer realm="metrics"');
        return sendJson(res, 401, { error: 'UNAUTHENTICATED', message: 'Send the metrics token as a Bearer token.' });
      }
    }
    const body = await metrics.registry.metrics();
    res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
    res.end(body);
  };
}
