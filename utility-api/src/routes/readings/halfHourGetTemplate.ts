import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, integer, langField, responses, envelopeWith } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { accountNotFound, relatedAccount } from './access.ts';
import { halfHourDisabled } from './halfHourEnabled.ts';
import { buildHalfHourTemplate } from './halfHourSheet.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function halfHourGetTemplateRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { AccountId: number; Lang?: string } }>('/HalfHourConsumption/GetTemplate', {
    schema: {
      tags: ['Readings'],
      operationId: 'halfHourConsumptionGetTemplate',
      summary: 'Half-hour estimated consumption template (.xlsx)',
      description:
        'The spreadsheet to fill (binary .xlsx, not an envelope): sheet 1 has the columns Meter reference, Date (DD/MM/YYYY), ' +
        'Half-hour period (1-48) and Estimated consumption; sheet 2 the 5 instruction steps (`002 §1`) and the account\'s ' +
        'meter references, in `Lang`. Envelope with status 75 while `emmHalfHourConsumptions` is off, status 1 for other accounts.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['AccountId'], properties: { AccountId: integer('accountId.'), Lang: langField } },
      response: responses(envelopeWith({}, 'Only on failure; success answers the .xlsx file.')),
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const disabled = halfHourDisabled(store, request);
      if (disabled) return disabled;
      if (!relatedAccount(store, signedInUser(request), request.body.AccountId)) return accountNotFound(request);
      const refs = store.readings.pageMeters(request.body.AccountId, 100, 0).map((meter) => meter.meterRef);
      const content = await buildHalfHourTemplate(requestLanguage(request), refs);
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="half-hour-consumption.xlsx"')
        .send(content);
    },
  });
}
