import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { relatedMeter } from './access.ts';
import { readingMessage } from './messages.ts';
import { latestReadingSchema, meterItemSchema } from './readingSchemas.ts';

export function meterGetItemRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Meter/GetItem', {
    schema: {
      tags: ['Readings'],
      operationId: 'meterGetItem',
      summary: 'One meter with its latest reading',
      description: 'A meter of the session user\'s accounts (employees: any meter); status 1 "Meter not found" otherwise (same answer as for a missing meter).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('meterId.') } },
      response: responses(
        envelopeWith(
          { item: meterItemSchema, latestReading: latestReadingSchema },
          'The meter in `item`, its newest reading in `latestReading` (null before the first reading).',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      // Employees read any meter (README "Employee enquiries").
      const meter =
        user.role === ROLE_EMPLOYEE
          ? (store.enquiry.meter(request.body.Value) ?? fail(STATUS_FAILED, readingMessage(requestLanguage(request), 'meterNotFound')))
          : relatedMeter(store, request, user, request.body.Value);
      if ('status' in meter) return meter;
      return ok({ item: meter, latestReading: store.readings.latestReading(meter.meterId) ?? null });
    },
  });
}
