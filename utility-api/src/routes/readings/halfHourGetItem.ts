import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { readingMessage } from './messages.ts';
import { halfHourItemSchema } from './readingSchemas.ts';

export function halfHourGetItemRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/HalfHourConsumption/GetItem', {
    schema: {
      tags: ['Readings'],
      operationId: 'halfHourConsumptionGetItem',
      summary: 'One imported half-hour estimate',
      description: 'A record of the session user\'s accounts; status 1 "Half-hour record not found" otherwise.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('Record id.') } },
      response: responses(envelopeWith({ item: halfHourItemSchema }, 'The record in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const item = store.halfHours.itemForUser(request.body.Value, signedInUser(request).id);
      return item ? ok({ item }) : fail(STATUS_FAILED, readingMessage(requestLanguage(request), 'recordNotFound'));
    },
  });
}
