import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { APPLICATION_KINDS } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';

/** `/Application/GetQueueCounts`: the employee home's figures in one call instead of four per queue. */
export function applicationGetQueueCountsRoute(app: FastifyInstance, store: Store): void {
  app.post('/Application/GetQueueCounts', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetQueueCounts',
      summary: 'Counts of the work queues the employee may open',
      description:
        'Employees only. One item per queue the profile flags open (1 customer service with `portalNewCs`, ' +
        '2 maintenance with `portalOm`), in that order, also when the queue is empty.',
      security: SESSION_SECURITY,
      response: responses(
        envelopeWith(
          {
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['kind', 'total', 'assignedToMe', 'withUnreadMessages', 'new'],
                properties: {
                  kind: { type: 'integer', enum: [...APPLICATION_KINDS], description: 'The queue.' },
                  total: integer('Applications in the queue.'),
                  assignedToMe: integer('Of them, assigned to the signed-in employee.'),
                  withUnreadMessages: integer('Of them, with customer messages no employee has opened.'),
                  new: integer('Of them, in status 1 New.'),
                },
              },
            },
          },
          'The counts in `items`.',
        ),
      ),
    },
    onRequest: requireEmployee(),
    handler: async (request) => ok({ items: store.applications.queueCounts(signedInUser(request)) }),
  });
}
