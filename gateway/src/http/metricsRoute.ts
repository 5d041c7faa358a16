import type { ServerResponse } from 'node:http';
import type { GatewayMetrics } from '../metrics/metrics.ts';

/** `/metrics`: the gateway's Prometheus metrics in the text exposition format. */
export async function metricsRoute(metrics: GatewayMetrics, res: ServerResponse): Promise<void> {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}
