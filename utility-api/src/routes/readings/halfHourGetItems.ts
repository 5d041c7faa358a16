import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { accountNotFound, relatedAccount } from './access.ts';
import { halfHourDisabled } from './halfHourEnabled.ts';
import { halfHourItemSchema } from './readingSchemas.ts';

interface Body extends PagingBody {
  AccountId: number;
}

export function halfHourGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/HalfHourConsumption/GetItems', {
    schema: {
      tags: ['Readings'],
      operationId: 'halfHourConsumptionGetItems',
      summary: 'Imported half-hour estimates of an account',
      description: 'Newest day first, then period. Status 75 while `emmHalfHourConsumptions` is off, status 1 for other accounts.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['AccountId'], properties: { AccountId: integer('accountId.'), Options: optionsSchema } },
      response: responses(
        envelopeWith({ total: integer('Imported records of the account.'), items: { type: 'array', items: halfHourItemSchema } }, 'One page of records.'),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const disabled = halfHourDisabled(store, request);
      if (disabled) return disabled;
      if (!relatedAccount(store, signedInUser(request), request.body.AccountId)) return accountNotFound(request);
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.halfHours.count(request.body.AccountId), items: store.halfHours.page(request.body.AccountId, limit, offset) });
    },
  });
}
