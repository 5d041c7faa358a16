import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { accountNotFound, relatedAccount } from './access.ts';
import { monthlyConsumption } from './monthlyConsumption.ts';
import { DEFAULT_CONSUMPTION_MONTHS, MAX_CONSUMPTION_MONTHS } from './readingRules.ts';
import { unitSchema } from './readingSchemas.ts';

interface Body {
  AccountId: number;
  Months?: number;
}

export function getConsumptionRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/MeterReading/GetConsumption', {
    schema: {
      tags: ['Readings'],
      operationId: 'meterReadingGetConsumption',
      summary: 'Monthly consumption of an account',
      description:
        'Consumption per calendar month and unit over the `Months` months ending with the current month, summed over the ' +
        'account\'s meters of that unit. Each reading\'s consumption is spread evenly over the days since the previous ' +
        'reading. Status 1 "Account not found" for other accounts.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['AccountId'],
        properties: {
          AccountId: integer('accountId.'),
          Months: { type: 'integer', minimum: 1, maximum: MAX_CONSUMPTION_MONTHS, default: DEFAULT_CONSUMPTION_MONTHS, description: 'How many months, the past two years by default (`002 §9`).' },
        },
      },
      response: responses(
        envelopeWith(
          {
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['month', 'unit', 'quantity', 'days'],
                properties: {
                  month: string('Calendar month, YYYY-MM, oldest first.'),
                  unit: unitSchema,
                  quantity: { type: 'number', description: 'Consumption in the month, two decimals.' },
                  days: integer('Days of the month covered by readings (0 when no reading spans it yet).'),
                },
              },
            },
          },
          'One item per month and unit.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      if (!relatedAccount(store, signedInUser(request), request.body.AccountId)) return accountNotFound(request);
      const months = request.body.Months ?? DEFAULT_CONSUMPTION_MONTHS;
      const now = store.clock();
      // Readings a few months before the window carry the consumption of its first months.
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months - 6, 1)).toISOString();
      return ok({ items: monthlyConsumption(store.readings.readingsSince(request.body.AccountId, since), months, now) });
    },
  });
}
