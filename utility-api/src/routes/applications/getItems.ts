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
  Ids?: number[];
}

/** As many applications as one screen lists by id (the attachments of a customer's applications). */
const MAX_IDS = 100;

export function applicationGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Application/GetItems', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetItems',
      summary: 'Applications the viewer may see',
      description:
        'A customer\'s own applications, or for employees every application (with `AssignedToMe`, those assigned ' +
        'to them, 002 §2); most recently updated first, paged by `Options`. With `Ids`, only those of the ids the ' +
        'viewer may see, in the order asked (unknown and other customers\' ids are left out alike), unpaged.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          Options: optionsSchema,
          Status: { type: 'integer', minimum: 0, maximum: APPLICATION_STATUSES.length - 1, description: 'Only this record status.' },
          AssignedToMe: { type: 'boolean', description: 'Employees only: only applications assigned to the viewer.' },
          Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Only these applications (portalApplicationIds).' },
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
      if (request.body.Ids !== undefined) {
        const items = [...new Set(request.body.Ids)].flatMap((id) => store.applications.find(user, id) ?? []);
        return ok({ total: items.length, items });
      }
      const filter = { status: request.body.Status, assignedToMe: request.body.AssignedToMe };
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.applications.count(user, filter), items: store.applications.page(user, filter, limit, offset) });
    },
  });
}
