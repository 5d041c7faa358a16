import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages.ts';
import { STATUS_FORBIDDEN, fail } from './envelope.ts';
import { requestLanguage } from './language.ts';

/**
 * What a staff view's session may call: reads, by the utility's naming of its calls (GET, or a last path
 * segment that reads: Get…, Download…, Search…, Is…), and the calls that end the view. Everything else is
 * refused, so a call added later is refused by default rather than allowed by omission.
 */
const READ_SEGMENT = /^(Get|Download|Search|Is)[A-Z]/;
const VIEW_ENDING_ROUTES = new Set(['/CustomerView/End', '/account/Logout']);

function isReadOrViewEnd(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  if (VIEW_ENDING_ROUTES.has(route)) return true;
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  return READ_SEGMENT.test(route.split('/').pop() ?? '');
}

/**
 * The read-only rule of staff views, for every route at once (after `registerSessions`): the gateway refuses
 * mutations while viewing too, but the utility does not rely on it. HTTP 403 status 4.
 */
export function registerViewOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.utilitySession?.view_id == null || isReadOrViewEnd(request)) return;
    await reply.code(403).send(fail(STATUS_FORBIDDEN, translate(requestLanguage(request), 'viewOnly')));
  });
}
