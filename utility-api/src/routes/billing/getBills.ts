import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, type PagingOptions, slicePage } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { billItemSchema } from './billingSchemas.ts';
import { relatedAccount } from './relatedAccount.ts';

interface Body {
  AccountId: number;
  Options?: PagingOptions;
}

export function getBillsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Bill/GetItems', {
    schema: {
      tags: ['Billing'],
      operationId: 'billGetItems',
      summary: 'Bills of an account',
      description: 'Newest first, paged by `Options`. Status 1 "Account not found" for an account the user is not related to.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['AccountId'],
        properties: { AccountId: integer('The account.'), Options: optionsSchema },
      },
      response: responses(
        envelopeWith({ total: integer('Number of bills of the account.'), items: { type: 'array', items: billItemSchema } }, 'One page of bills.'),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { account, refusal } = relatedAccount(request, store, request.body.AccountId);
      if (refusal) return refusal;
      const bills = store.billing.ledger(account.accountId, account.propertyReference).bills.reverse();
      return ok(slicePage(bills.map(({ payment: _, ...bill }) => bill), request.body.Options));
    },
  });
}
