import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { chargesOf, periodTerms } from '../../billing/pricing.ts';
import { billingMessage } from './billingMessages.ts';
import { toAmount } from './billRules.ts';
import { billChargesSchema } from './chargeSchemas.ts';
import { findReadableBill } from './findBill.ts';

export function getBillChargesRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Bill/GetCharges', {
    schema: {
      tags: ['Billing'],
      operationId: 'billGetCharges',
      summary: 'How a bill was charged',
      description:
        'The days, consumption and tariff of a bill (the tariff in force on its first day) and the charge lines they ' +
        'make. Status 1 "Bill not found" as for /Bill/GetItem.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('billId.') } },
      response: responses(envelopeWith({ item: billChargesSchema }, 'The charges in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { bill, refusal } = findReadableBill(request, store, request.body.Value);
      if (refusal) return refusal;
      const terms = periodTerms(store.tariffs.all(), bill.periodFrom, bill.periodTo);
      if (!terms) return fail(STATUS_FAILED, billingMessage(requestLanguage(request), 'billNotFound'));
      const { tariff, days } = terms;
      const lines = chargesOf(bill.consumption, terms);
      return ok({
        item: {
          billId: bill.billId,
          periodFrom: bill.periodFrom,
          periodTo: bill.periodTo,
          days,
          consumption: bill.consumption,
          unit: bill.unit,
          tariff,
          standingCharge: toAmount(lines.standingChargeCents),
          consumptionCharge: toAmount(lines.consumptionCents),
          vat: toAmount(lines.vatCents),
          amount: bill.amount,
        },
      });
    },
  });
}
