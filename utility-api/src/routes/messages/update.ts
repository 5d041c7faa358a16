import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { affectedUsersSchema } from '../applications/schemas.ts';
import { applicationText } from '../applications/texts.ts';
import { editableMessage } from './editable.ts';

export function messageUpdateRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { MessageId: number; Message: string } }>('/ApplicationMessage/Update', {
    schema: {
      tags: ['ApplicationMessage'],
      operationId: 'applicationMessageUpdate',
      summary: 'Change a message',
      description: 'Only the viewer\'s own messages that are still unread (002 §4); status 1 otherwise, and for a blank text.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['MessageId', 'Message'],
        properties: { MessageId: integer('The message.'), Message: string('The new text.') },
      },
      response: responses(envelopeWith({ affectedUsers: affectedUsersSchema }, 'Changed.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const editable = editableMessage(request, store, user, request.body.MessageId);
      if ('status' in editable) return editable;
      if (request.body.Message.trim() === '') return fail(STATUS_FAILED, applicationText(request, 'noMessage'));
      store.messages.update(editable.row.id, request.body.Message);
      // A staff message shows in its customer's unread dialog, which must refresh.
      return ok({ affectedUsers: editable.row.fromCustomer === 0 ? [editable.owner.ownerLogin] : [] });
    },
  });
}
