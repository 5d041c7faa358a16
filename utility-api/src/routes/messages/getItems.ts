import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { applicationText } from '../applications/texts.ts';
import { messageItemSchema } from './messageSchema.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';

/** `002 §9`: the messages panel pages by 5. */
const MESSAGES_PAGE_SIZE = 5;

interface Body extends PagingBody {
  PortalApplicationId: number;
}

export function messageGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/ApplicationMessage/GetItems', {
    schema: {
      tags: ['ApplicationMessage'],
      operationId: 'applicationMessageGetItems',
      summary: 'Messages of an application',
      description: 'Newest first, paged by `Options` (default page size 5, 002 §9). Opening a list marks nothing read.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['PortalApplicationId'],
        properties: { PortalApplicationId: integer('The application.'), Options: optionsSchema },
      },
      response: responses(
        envelopeWith(
          { total: integer('Messages of the application.'), items: { type: 'array', items: messageItemSchema } },
          'One page of messages.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const owner = store.applications.ownerFor(user, request.body.PortalApplicationId);
      if (owner === undefined) return fail(STATUS_FAILED, applicationText(request, 'applicationNotFound'));
      const { limit, offset } = pageWindow(request.body, MESSAGES_PAGE_SIZE);
      return ok({ total: store.messages.count(owner.id), items: store.messages.page(user, owner.id, limit, offset) });
    },
  });
}
