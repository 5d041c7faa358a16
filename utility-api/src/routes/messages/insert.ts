import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { affectedUsersSchema } from '../applications/schemas.ts';
import { applicationText } from '../applications/texts.ts';

interface Body {
  PortalApplicationId: number;
  Message: string;
}

export function messageInsertRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/ApplicationMessage/Insert', {
    schema: {
      tags: ['ApplicationMessage'],
      operationId: 'applicationMessageInsert',
      summary: 'Write a message',
      description:
        'A customer writes on their own application; an employee replies on any application, and the staff message ' +
        'is unread for the customer and notifies them as they chose (NEW_MESSAGE, README "Notifications"). Status 1 "No Message Found" for a blank message (002 §5).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['PortalApplicationId', 'Message'],
        properties: { PortalApplicationId: integer('The application.'), Message: string('The text, lines ending with CRLF.') },
      },
      response: responses(envelopeWith({ id: integer('The new messageId.'), affectedUsers: affectedUsersSchema }, 'The new message.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const owner = store.applications.ownerFor(user, request.body.PortalApplicationId);
      if (owner === undefined) return fail(STATUS_FAILED, applicationText(request, 'applicationNotFound'));
      if (request.body.Message.trim() === '') return fail(STATUS_FAILED, applicationText(request, 'noMessage'));
      const id = store.messages.insert(owner.id, user, request.body.Message, store.clock().toISOString());
      if (user.role === ROLE_EMPLOYEE) store.notifier.staffMessage(owner.id);
      return ok({ id, affectedUsers: user.role === ROLE_EMPLOYEE ? [owner.ownerLogin] : [] });
    },
  });
}
