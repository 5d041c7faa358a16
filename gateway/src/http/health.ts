import type { ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { upstreamClientFor, type GatewayServices } from '../context.ts';
import { DEFAULT_LANGUAGE } from '../request/language.ts';
import { UpstreamError } from '../upstream/UpstreamError.ts';
import { sendJson } from './respond.ts';

/** A ready gateway reaches its upstream quickly; load balancers stop sending traffic otherwise. */
const READINESS_TIMEOUT_MS = 2000;

/** `/healthz`: the process is alive. */
export function health(res: ServerResponse): void {
  sendJson(res, 200, { status: 'ok' });
}

/** `/readyz`: the upstream answers `/Utility/GetSettings` within two seconds. */
export async function readiness(services: GatewayServices, res: ServerResponse): Promise<void> {
  const requestId = randomUUID();
  const upstream = upstreamClientFor(
    services,
    { requestId, logger: services.logger.child({ requestId }), language: DEFAULT_LANGUAGE },
    READINESS_TIMEOUT_MS,
  );
  try {
    await upstream.read('/Utility/GetSettings');
    sendJson(res, 200, { status: 'ready' });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // A refusal is still an answer: the upstream is up, only its settings are broken.
    if (error.kind === 'rejected') return sendJson(res, 200, { status: 'ready' });
    sendJson(res, 503, { status: 'unavailable', reason: `utility API ${error.kind}: ${error.text}` });
  }
}
