import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { TARIFF, addDays, billCalendar, splitBillId } from './billRules.ts';
import { openPeriodSchema } from './chargeSchemas.ts';
import { openPeriodDays } from './openPeriodDays.ts';
import { relatedAccount } from './relatedAccount.ts';
import { periodDays } from './tariffRules.ts';
import { organisationDay } from './today.ts';

/** The bills are for water: the meters measured in cubic metres make their consumption. */
const BILLED_METER_UNIT = 'm3';
/** An account has a handful of meters; more than this is not a household's supply. */
const MAX_METERS = 50;
/** Readings this long before the period carry the consumption of its first days. */
const READINGS_BEFORE_MONTHS = 6;

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
      const latest = store.billing.ledger(account.accountId, account.propertyReference).bills.at(-1);
      const periodFrom = latest ? addDays(latest.periodTo, 1) : undefined;
      const tariff = periodFrom ? store.tariffs.inForce(periodFrom) : undefined;
      if (!latest || !periodFrom || !tariff) return ok({ item: null });
      // The next bill is issued on the same day of the month as the latest one (billRules.ts billCalendar).
      const { periodTo } = billCalendar(splitBillId(latest.billId).month + 1, Number(latest.issueDate.slice(8, 10)));
      const today = organisationDay(store.clock());
      const meterIds = store.readings
        .pageMeters(account.accountId, MAX_METERS, 0)
        .filter((meter) => meter.unit === BILLED_METER_UNIT)
        .map((meter) => meter.meterId);
      const since = addDays(periodFrom, -31 * READINGS_BEFORE_MONTHS);
      const spans = store.readings.readingsSince(account.accountId, since).filter((span) => meterIds.includes(span.meterId));
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
          daysSoFar: openPeriodDays(spans, meterIds, periodFrom, yesterday < periodTo ? yesterday : periodTo),
        },
      });
    },
  });
}
