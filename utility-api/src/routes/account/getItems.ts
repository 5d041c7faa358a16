import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingOptions } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { sharedAccountSchema } from './accountSchema.ts';

interface Body {
  Options?: PagingOptions;
}

export function getItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Account/GetItems', {
    schema: {
      tags: ['Account'],
      operationId: 'accountGetItems',
      summary: 'Accounts of the signed-in user',
      description: 'Owned accounts first, then tenancies, then represented accounts, each by account key; paged by `Options`.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          Options: optionsSchema,
        },
      },
      response: responses(
        envelopeWith(
          { total: integer('Number of accounts in the whole list.'), items: { type: 'array', items: sharedAccountSchema } },
          'One page of accounts.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const { limit, offset } = pageWindow(request.body);
      return ok({
        total: store.accounts.countForUser(user.id),
        items: store.accounts.pageForUser(user.id, limit, offset),
      });
    },
  });
}
