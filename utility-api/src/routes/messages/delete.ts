import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { affectedUsersSchema } from '../applications/schemas.ts';
import { editableMessage } from './editable.ts';

export function messageDeleteRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/ApplicationMessage/Delete', {
    schema: {
      tags: ['ApplicationMessage'],
      operationId: 'applicationMessageDelete',
      summary: 'Delete a message',
      description: 'Only the viewer\'s own messages that are still unread, with their attachments; status 1 otherwise.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('messageId.') } },
      response: responses(envelopeWith({ affectedUsers: affectedUsersSchema }, 'Deleted.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const editable = editableMessage(request, store, user, request.body.Value);
      if ('status' in editable) return editable;
      store.messages.delete(editable.row.id);
      // An unread staff message leaves its customer's unread count.
      return ok({ affectedUsers: editable.row.fromCustomer === 0 ? [editable.owner.ownerLogin] : [] });
    },
  });
}
