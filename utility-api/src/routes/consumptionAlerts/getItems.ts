import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { AlertStatus } from '../../store/consumptionAlerts.ts';
import type { Store } from '../../store/store.ts';
import { accountNotFound } from '../readings/access.ts';
import { mayReadAccount } from './access.ts';
import { refreshAlerts } from './refresh.ts';
import { alertStatusSchema, consumptionAlertSchema } from './schemas.ts';

interface Body extends PagingBody {
  AccountId: number;
  Status?: AlertStatus;
}

export function alertGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/ConsumptionAlert/GetItems', {
    schema: {
      tags: ['Readings'],
      operationId: 'consumptionAlertGetItems',
      summary: 'Consumption alerts of an account',
      description:
        'Leak and high-usage alerts of one of the session user\'s accounts (employees: any account), newest evidence first. ' +
        'Detection runs over the account\'s stored readings and half hours first, so new evidence is listed at once. ' +
        'Status 1 "Account not found" for other accounts.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['AccountId'],
        properties: { AccountId: integer('accountId.'), Status: { ...alertStatusSchema, description: 'Only alerts in this status.' }, Options: optionsSchema },
      },
      response: responses(envelopeWith({ total: integer('Alerts in the status.'), items: { type: 'array', items: consumptionAlertSchema } }, 'One page of alerts.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { AccountId, Status } = request.body;
      if (!mayReadAccount(store, signedInUser(request), AccountId)) return accountNotFound(request);
      refreshAlerts(store, AccountId);
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.consumptionAlerts.count(AccountId, Status ?? null), items: store.consumptionAlerts.page(AccountId, Status ?? null, limit, offset) });
    },
  });
}
