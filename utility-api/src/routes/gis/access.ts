import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_FAILED, STATUS_FORBIDDEN, fail } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { isEmployeeWith, notAuthenticated } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import { gisRequestText } from './texts.ts';
import type { FieldProblem } from './validation.ts';

/**
 * onRequest hook of the GIS reads (000 §6): HTTP 401 status 3 without a session, 403 status 4 unless the
 * viewer is an employee with `portalGis` (the web map) or `portalGisAdmin` (who maintains its settings).
 */
export async function requireGisReader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = request.utilityUser;
  if (!user) {
    await notAuthenticated(request, reply);
    return;
  }
  if (!isEmployeeWith(user, 'portalGis') && !isEmployeeWith(user, 'portalGisAdmin')) {
    await reply.code(403).send(fail(STATUS_FORBIDDEN, translate(requestLanguage(request), 'accessDenied')));
  }
}

/** Status 1 naming the first refused field (`field`: its request name) in the request language. */
export function refused(request: FastifyRequest, problem: FieldProblem) {
  return { ...fail(STATUS_FAILED, gisRequestText(request, problem.key, problem.values)), field: problem.field };
}
