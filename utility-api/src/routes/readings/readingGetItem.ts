import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { readingMessage } from './messages.ts';
import { readableReading } from './readableReading.ts';
import { readingItemSchema } from './readingSchemas.ts';

export function readingGetItemRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/MeterReading/GetItem', {
    schema: {
      tags: ['Readings'],
      operationId: 'meterReadingGetItem',
      summary: 'One reading',
      description: 'A reading of a meter of the session user\'s accounts (employees: any); status 1 "Reading not found" otherwise.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('readingId.') } },
      response: responses(envelopeWith({ item: readingItemSchema }, 'The reading in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const reading = readableReading(store, signedInUser(request), request.body.Value);
      return reading ? ok({ item: reading }) : fail(STATUS_FAILED, readingMessage(requestLanguage(request), 'readingNotFound'));
    },
  });
}
