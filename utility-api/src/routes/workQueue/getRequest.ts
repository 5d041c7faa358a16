import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableInteger, nullableString, responses, string } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { queueApplication } from './access.ts';

const requestSchema = {
  type: ['object', 'null'],
  description: 'The request; null when none was recorded (family, new customer and evaluation applications keep theirs elsewhere).',
  required: ['accountId', 'accountKey', 'address', 'description', 'submittedOn', 'preferredDate', 'fields'],
  properties: {
    accountId: nullableInteger('The account it is about, or null.'),
    accountKey: nullableString('That account\'s key, or null.'),
    address: nullableString('The address it is about (the account\'s supply address when sent), or null.'),
    description: string('What the customer wrote.'),
    submittedOn: string('When the customer sent it, ISO-8601 UTC.'),
    preferredDate: { type: ['string', 'null'], format: 'date', description: 'The day the customer would like it done, or null.' },
    fields: {
      type: 'array',
      description: 'The form\'s other fields, in its order, as sent.',
      items: { type: 'object', required: ['name', 'value'], properties: { name: string('Field name.'), value: string('Value as sent.') } },
    },
  },
};

export function applicationGetRequestRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { ApplicationId: number } }>('/Application/GetRequest', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetRequest',
      summary: 'What the customer asked for with a queue application',
      description:
        'Employees with the flag of the application\'s queue (`portalNewCs` or `portalOm`; HTTP 403 status 4 otherwise). ' +
        'The account, address, description, preferred day and other form fields of a customer-service or maintenance ' +
        'application (README "Work queues"); `item` is null when none was recorded. Status 1 for an unknown application.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['ApplicationId'], properties: { ApplicationId: integer('portalApplicationId.') } },
      response: responses(envelopeWith({ item: requestSchema }, 'The request in `item`.')),
    },
    onRequest: requireEmployee(),
    handler: async (request, reply) => {
      const state = await queueApplication(request, reply, store, request.body.ApplicationId);
      if (state === undefined) return reply;
      return ok({ item: store.applicationRequests.find(state.id) ?? null });
    },
  });
}
