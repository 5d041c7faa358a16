import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { APPLICATION_STATUSES } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';
import { applicationItemSchema } from './schemas.ts';

interface Body extends PagingBody {
  Status?: number;
  AssignedToMe?: boolean;
}

export function applicationGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Application/GetItems', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetItems',
      summary: 'Applications the viewer may see',
      description:
        'A customer\'s own applications, or for employees every application (with `AssignedToMe`, those assigned ' +
        'to them, 002 §2); most recently updated first, paged by `Options`.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          Options: optionsSchema,
          Status: { type: 'integer', minimum: 0, maximum: APPLICATION_STATUSES.length - 1, description: 'Only this record status.' },
          AssignedToMe: { type: 'boolean', description: 'Employees only: only applications assigned to the viewer.' },
        },
      },
      response: responses(
        envelopeWith(
          { total: integer('Applications in the whole list.'), items: { type: 'array', items: applicationItemSchema } },
          'One page of applications.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const filter = { status: request.body.Status, assignedToMe: request.body.AssignedToMe };
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.applications.count(user, filter), items: store.applications.page(user, filter, limit, offset) });
    },
  });
}
