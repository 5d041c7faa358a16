import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, responses, string } from '../../http/schemas.ts';
import type { PaymentContext } from './paymentContext.ts';
import { paymentMessage } from './paymentMessages.ts';
import { paymentStatusSchema } from './paymentSchemas.ts';

interface Body {
  Value: string;
}

/**
 * Verify-by-callback (README, Payments): the provider's redirect carries only the payment id, which
 * proves nothing; the gateway asks this call for the outcome. Payment ids are 128-bit random, so
 * knowing one is the capability to read its status.
 */
export function getStatusRoute(app: FastifyInstance, context: PaymentContext): void {
  app.post<{ Body: Body }>('/Payment/GetStatus', {
    schema: {
      tags: ['Payment'],
      operationId: 'paymentGetStatus',
      summary: 'Outcome of a card payment',
      description: 'Status 1 "Payment not found" for an unknown id.',
      body: { type: 'object', required: ['Value'], properties: { Value: { ...string('The paymentId.'), maxLength: 64 } } },
      response: responses(envelopeWith({ item: paymentStatusSchema }, 'The payment.')),
    },
    handler: async (request) => {
      const payment = context.payments.find(request.body.Value);
      if (!payment) return fail(STATUS_FAILED, paymentMessage(requestLanguage(request), 'paymentNotFound'));
      const account = payment.accountId === null ? undefined : context.payments.findAccountById(payment.accountId);
      return ok({
        item: {
          paymentId: payment.paymentId,
          status: payment.status,
          paymentType: payment.paymentType,
          billId: payment.billId,
          chargeId: payment.chargeId,
          provider: payment.provider,
          portalApplicationId: payment.portalApplicationId,
          amount: payment.amount,
          accountNumber: account?.accountKey ?? '',
          cardLast4: payment.cardLast4,
          settledOn: payment.settledOn,
        },
      });
    },
  });
}
