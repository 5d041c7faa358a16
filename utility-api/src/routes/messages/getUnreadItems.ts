import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { messageItemSchema } from './messageSchema.ts';

export function messageUnreadRoutes(app: FastifyInstance, store: Store): void {
  app.post('/ApplicationMessage/GetUnreadItemsCount', {
    schema: {
      tags: ['ApplicationMessage'],
      operationId: 'applicationMessageGetUnreadItemsCount',
      summary: 'Unread messages of the customer',
      description: 'Unread staff messages on the signed-in customer\'s applications (000 §7; polled every 60 s). 0 for employees.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ count: integer('Unread staff messages.') }, 'The count.')),
    },
    onRequest: requireUser,
    handler: async (request) => ok({ count: store.messages.unreadCount(signedInUser(request).id) }),
  });

  app.post<{ Body: PagingBody }>('/ApplicationMessage/GetUnreadItems', {
    schema: {
      tags: ['ApplicationMessage'],
      operationId: 'applicationMessageGetUnreadItems',
      summary: 'Unread messages of the customer, listed',
      description:
        'The messages GetUnreadItemsCount counts, newest first, for the unread-message dialog (000 §2). Listing ' +
        'marks nothing read; opening one with GetItem does.',
      security: SESSION_SECURITY,
      body: { type: 'object', properties: { Options: optionsSchema } },
      response: responses(
        envelopeWith(
          { total: integer('Unread staff messages.'), items: { type: 'array', items: messageItemSchema } },
          'One page of unread messages.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.messages.unreadCount(user.id), items: store.messages.unreadPage(user, limit, offset) });
    },
  });
}
