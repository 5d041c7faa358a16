import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { APPLICATION_STATUSES } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';
import { isAllowedTransition } from '../../store/statusTransitions.ts';
import { applicationAnswer } from '../applications/schemas.ts';
import { familyText } from '../applicationFamilies/texts.ts';
import { queueApplication } from './access.ts';
import { statusName, workQueueText } from './texts.ts';

interface Body {
  ApplicationId: number;
  Status: number;
  Comment?: string;
}

/** Long enough for a note to the file, short enough for a timeline row. */
const MAX_COMMENT = 1000;

export function applicationChangeStatusRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Application/ChangeStatus', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationChangeStatus',
      summary: 'Change the status of an application',
      description:
        'Employees with the flag of the application\'s queue (403 status 4 otherwise). Only the transitions of the ' +
        'table in README "Work queues" are made; any other answers status 1 with a localized text naming both ' +
        'statuses. A change is recorded in the status history with the employee, the moment and the comment. The status of a ' +
        'family application follows its stage (/FamilyApplication/Decide): status 1 here.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['ApplicationId', 'Status'],
        properties: {
          ApplicationId: integer('portalApplicationId.'),
          Status: { type: 'integer', minimum: 0, maximum: APPLICATION_STATUSES.length - 1, description: 'The new record status (002 §4).' },
          Comment: { type: 'string', maxLength: MAX_COMMENT, description: 'Optional note kept in the history.' },
        },
      },
      response: responses(applicationAnswer),
    },
    onRequest: requireEmployee(),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const application = await queueApplication(request, reply, store, request.body.ApplicationId);
      if (application === undefined) return reply;
      // A family application's status follows its stage: it changes by /FamilyApplication/Decide only.
      if (store.familyApplications.find(application.id) !== undefined) return fail(STATUS_FAILED, familyText(request, 'statusFollowsStage'));
      const { Status, Comment } = request.body;
      if (!isAllowedTransition(application.status, Status)) {
        return fail(
          STATUS_FAILED,
          workQueueText(request, 'transitionNotAllowed', { from: statusName(request, application.status), to: statusName(request, Status) }),
        );
      }
      const comment = Comment?.trim() ? Comment.trim() : null;
      store.workQueue.changeStatus(application.id, application.status, Status, user.id, store.clock().toISOString(), comment);
      return ok({ item: store.applications.find(user, application.id, requestLanguage(request)) });
    },
  });
}
