import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { accountNotFound, relatedAccount } from './access.ts';
import { latestReadingSchema, meterItemSchema } from './readingSchemas.ts';

/** A listed meter carries its newest reading, so a list of meters with their latest readings is one call. */
const listedMeterSchema = {
  ...meterItemSchema,
  required: [...(meterItemSchema.required as string[]), 'latestReading'],
  properties: { ...(meterItemSchema.properties as object), latestReading: latestReadingSchema },
};

interface Body extends PagingBody {
  AccountId: number;
}

export function meterGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Meter/GetItems', {
    schema: {
      tags: ['Readings'],
      operationId: 'meterGetItems',
      summary: 'Meters of an account',
      description: 'The meters of one of the session user\'s accounts (employees: any account), by meter reference; status 1 "Account not found" for other accounts.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['AccountId'], properties: { AccountId: integer('accountId.'), Options: optionsSchema } },
      response: responses(
        envelopeWith({ total: integer('Meters of the account.'), items: { type: 'array', items: listedMeterSchema } }, 'One page of meters, each with its newest reading in `latestReading` (null before the first).'),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      // Employees read any account's meters (README "Employee enquiries").
      const readable = user.role === ROLE_EMPLOYEE ? store.accounts.findForUser(request.body.AccountId, user.id) !== undefined : relatedAccount(store, user, request.body.AccountId);
      if (!readable) return accountNotFound(request);
      const { limit, offset } = pageWindow(request.body);
      return ok({
        total: store.readings.countMeters(request.body.AccountId),
        items: store.readings
          .pageMeters(request.body.AccountId, limit, offset)
          .map((meter) => ({ ...meter, latestReading: store.readings.latestReading(meter.meterId) ?? null })),
      });
    },
  });
}
