import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, type PagingOptions, slicePage } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import { chargeReceipt, chargeReference } from '../../store/accountCharges.ts';
import type { PaymentItem } from '../../store/billing.ts';
import type { Store } from '../../store/store.ts';
import { requestLanguage } from '../../http/language.ts';
import { chargeDescription } from './statementTexts.ts';
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
      description: 'Completed and pending payments (002 §4) of bills and of fees and other sales paid online, newest first, paged by `Options`. Status 1 "Account not found" for an unrelated account.',
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
      const { bills, paidCharges } = store.billing.ledger(account.accountId, account.propertyReference);
      const lang = requestLanguage(request);
      const payments: PaymentItem[] = bills.flatMap((bill) => (bill.payment ? [bill.payment] : []));
      for (const charge of paidCharges) {
        payments.push({
          paymentId: charge.onlinePaymentId ?? charge.chargeId,
          billId: null,
          chargeId: charge.chargeId,
          invoiceNumber: chargeReference(charge),
          description: chargeDescription(lang, charge.kind),
          date: charge.paidOn ?? charge.raisedOn,
          amount: charge.amount,
          method: 'card',
          reference: chargeReceipt(charge.chargeId),
          status: 'Completed',
        });
      }
      payments.sort((a, b) => b.date.localeCompare(a.date) || b.paymentId - a.paymentId);
      return ok(slicePage(payments, request.body.Options));
    },
  });
}
