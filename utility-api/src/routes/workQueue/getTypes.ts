import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { APPLICATION_KINDS } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';

export function applicationGetTypesRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Kind?: number } | undefined }>('/Application/GetTypes', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetTypes',
      summary: 'Application types per work queue (lookup)',
      description: 'Employees only. The application types with their queue (`kind`) and localized name, by kind and id.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: { Kind: { type: 'integer', enum: [...APPLICATION_KINDS], description: 'Only this queue: 1 customer service, 2 maintenance.' } },
      },
      response: responses(
        envelopeWith(
          {
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['applicationType', 'kind', 'name'],
                properties: {
                  applicationType: integer('Type id (`applicationType` of an application).'),
                  kind: integer('1 customer service, 2 maintenance.'),
                  name: string('Name in the request language.'),
                },
              },
            },
          },
          'The types.',
        ),
      ),
    },
    onRequest: requireEmployee(),
    handler: async (request) => ok({ items: store.workQueue.types(requestLanguage(request), request.body?.Kind) }),
  });
}
