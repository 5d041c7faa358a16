import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { periodConsumptionDays } from '../../billing/periodConsumption.ts';
import { TARIFF, addDays } from './billRules.ts';
import { openPeriodSchema } from './chargeSchemas.ts';
import { relatedAccount } from './relatedAccount.ts';
import { periodDays } from './tariffRules.ts';
import { organisationDay } from './today.ts';

export function getOpenPeriodRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { AccountId: number } }>('/Bill/GetOpenPeriod', {
    schema: {
      tags: ['Billing'],
      operationId: 'billGetOpenPeriod',
      summary: 'The period not billed yet',
      description:
        'The period after the account\'s latest bill up to its next invoice date, the tariff in force on its first day, ' +
        'and the consumption of its days before today from the meter readings. `item` is null for an account without ' +
        'bills. Status 1 "Account not found" for an unrelated account.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['AccountId'], properties: { AccountId: integer('The account.') } },
      response: responses(envelopeWith({ item: openPeriodSchema }, 'The open period in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { account, refusal } = relatedAccount(request, store, request.body.AccountId);
      if (refusal) return refusal;
      const open = store.billing.openPeriod(account.accountId);
      const tariff = open ? store.tariffs.inForce(open.periodFrom) : undefined;
      if (!open || !tariff) return ok({ item: null });
      const { periodFrom, periodTo } = open;
      const today = organisationDay(store.clock());
      const yesterday = addDays(today, -1);
      return ok({
        item: {
          accountId: account.accountId,
          periodFrom,
          periodTo,
          days: periodDays(periodFrom, periodTo),
          today,
          unit: TARIFF.unit,
          tariff,
          daysSoFar: periodConsumptionDays(store, account.accountId, periodFrom, yesterday < periodTo ? yesterday : periodTo),
        },
      });
    },
  });
}
