import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_FAILED, STATUS_FORBIDDEN, fail } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { isEmployeeWith, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import { KIND_FLAGS } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';
import type { ApplicationState } from '../../store/workQueue.ts';
import { workQueueText } from './texts.ts';

/**
 * The application an employee works on, checked against the flag of its queue (000 §6). Otherwise answers the
 * reply itself and returns undefined: status 1 when it does not exist, HTTP 403 status 4 when the employee lacks
 * `portalNewCs` / `portalOm` for its kind.
 */
export async function queueApplication(
  request: FastifyRequest,
  reply: FastifyReply,
  store: Store,
  applicationId: number,
): Promise<ApplicationState | undefined> {
  const state = store.workQueue.state(applicationId);
  if (state === undefined) {
    await reply.send(fail(STATUS_FAILED, workQueueText(request, 'applicationNotFound')));
    return undefined;
  }
  if (!isEmployeeWith(signedInUser(request), KIND_FLAGS[state.kind])) {
    await reply.code(403).send(fail(STATUS_FORBIDDEN, translate(requestLanguage(request), 'accessDenied')));
    return undefined;
  }
  return state;
}
