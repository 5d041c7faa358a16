import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { affectedUsersSchema } from '../applications/schemas.ts';
import { applicationText } from '../applications/texts.ts';
import { messageItemSchema } from './messageSchema.ts';

export function messageGetItemRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number; MarkRead?: boolean } }>('/ApplicationMessage/GetItem', {
    schema: {
      tags: ['ApplicationMessage'],
      operationId: 'applicationMessageGetItem',
      summary: 'Open a message',
      description:
        'The message with its attachments. Opening an unread message addressed to the viewer marks it read ' +
        '(002 §4: a staff message when its customer opens it; a customer message when an employee opens it, ' +
        'which ends its editability); `item` shows it as it was before. `MarkRead: false` (designed, for refetching ' +
        'by id) only reads.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Value'],
        properties: { Value: integer('messageId.'), MarkRead: { type: 'boolean', default: true, description: 'false: read without marking read.' } },
      },
      response: responses(envelopeWith({ item: messageItemSchema, affectedUsers: affectedUsersSchema }, 'The message.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const row = store.messages.row(request.body.Value);
      const owner = row === undefined ? undefined : store.applications.ownerFor(user, row.applicationId);
      const item = owner === undefined ? undefined : store.messages.item(user, request.body.Value);
      if (row === undefined || owner === undefined || item === undefined) {
        return fail(STATUS_FAILED, applicationText(request, 'messageNotFound'));
      }
      const employee = user.role === ROLE_EMPLOYEE;
      const addressedToViewer = employee ? row.fromCustomer === 1 : row.fromCustomer === 0 && owner.userId === user.id;
      const affectedUsers: string[] = [];
      // A staff view of the customer's portal reads without marking: it changes nothing of the customer's.
      const marks = request.body.MarkRead !== false && request.utilitySession?.view_id == null;
      if (row.unread === 1 && addressedToViewer && marks) {
        store.messages.markRead(row.id);
        if (!employee) affectedUsers.push(owner.ownerLogin);
      }
      return ok({ item, affectedUsers });
    },
  });
}
