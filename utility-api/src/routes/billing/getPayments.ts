import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, type PagingOptions, slicePage } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { paymentItemSchema } from './billingSchemas.ts';
import { relatedAccount } from './relatedAccount.ts';

interface Body {
  AccountId: number;
  Options?: PagingOptions;
}

export function getPaymentsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Payment/GetItems', {
    schema: {
      tags: ['Billing'],
      operationId: 'paymentGetItems',
      summary: 'Payment records of an account',
      description: 'Completed and pending payments (002 §4), newest first, paged by `Options`. Status 1 "Account not found" for an unrelated account.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['AccountId'],
        properties: { AccountId: integer('The account.'), Options: optionsSchema },
      },
      response: responses(
        envelopeWith({ total: integer('Number of payment records.'), items: { type: 'array', items: paymentItemSchema } }, 'One page of payments.'),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { account, refusal } = relatedAccount(request, store, request.body.AccountId);
      if (refusal) return refusal;
      const { bills } = store.billing.ledger(account.accountId, account.propertyReference);
      const payments = bills.flatMap((bill) => (bill.payment ? [bill.payment] : []));
      payments.sort((a, b) => b.date.localeCompare(a.date) || b.paymentId - a.paymentId);
      return ok(slicePage(payments, request.body.Options));
    },
  });
}
