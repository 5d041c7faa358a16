import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { balanceSchema } from './billingSchemas.ts';
import { balanceOf } from './ledger.ts';
import { relatedAccount } from './relatedAccount.ts';
import { organisationDay } from './today.ts';

export function getBalanceRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Account/GetBalance', {
    schema: {
      tags: ['Billing'],
      operationId: 'accountGetBalance',
      summary: 'Balance of an account',
      description:
        'Balance, amount due with the due date of the latest open bill, and the overdue amount (bills past their ' +
        'due date today, in the organisation\'s time zone). Status 1 "Account not found" for an unrelated account.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('accountId.') } },
      response: responses(envelopeWith({ item: balanceSchema }, 'The balance in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { account, refusal } = relatedAccount(request, store, request.body.Value);
      if (refusal) return refusal;
      const ledger = store.billing.ledger(account.accountId, account.propertyReference);
      return ok({ item: balanceOf(ledger, organisationDay(store.clock())) });
    },
  });
}
