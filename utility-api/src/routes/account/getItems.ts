import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { accountItemSchema } from './accountSchema.ts';

interface Body {
  Options?: { PageSize?: number; Page?: number; Total?: unknown };
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
          Options: {
            type: 'object',
            description: 'Paging (README Conventions).',
            properties: {
              PageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
              Page: { type: 'integer', minimum: 1, default: 1, description: '1-based page number.' },
              Total: { description: 'Accepted and ignored; `total` is always answered.' },
            },
          },
        },
      },
      response: responses(
        envelopeWith(
          { total: integer('Number of accounts in the whole list.'), items: { type: 'array', items: accountItemSchema } },
          'One page of accounts.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const pageSize = request.body.Options?.PageSize ?? DEFAULT_PAGE_SIZE;
      const page = request.body.Options?.Page ?? 1;
      return ok({
        total: store.accounts.countForUser(user.id),
        items: store.accounts.pageForUser(user.id, pageSize, (page - 1) * pageSize),
      });
    },
  });
}
