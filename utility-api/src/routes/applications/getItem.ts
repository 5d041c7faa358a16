import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { applicationAnswer } from './schemas.ts';
import { applicationText } from './texts.ts';

export function applicationGetItemRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Application/GetItem', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetItem',
      summary: 'One application',
      description:
        'An application of the signed-in customer, or for employees any application of the queues their flags open. Status 1 "Application not ' +
        'found" otherwise (the same answer as for a missing one, so ids cannot be probed).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('portalApplicationId.') } },
      response: responses(applicationAnswer),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const item = store.applications.find(signedInUser(request), request.body.Value, requestLanguage(request));
      return item === undefined ? fail(STATUS_FAILED, applicationText(request, 'applicationNotFound')) : ok({ item });
    },
  });
}
