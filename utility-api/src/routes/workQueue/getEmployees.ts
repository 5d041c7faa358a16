import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableString, responses, string } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { APPLICATION_KINDS, KIND_FLAGS, type ApplicationKind } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';

interface Body extends PagingBody {
  Kind?: ApplicationKind;
}

export function employeeGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body | undefined }>('/Employee/GetItems', {
    schema: {
      tags: ['Employee'],
      operationId: 'employeeGetItems',
      summary: 'Employees to assign applications to',
      description: 'Employees only. Active employees by name; with `Kind`, only those whose profile flag opens that queue.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Kind: { type: 'integer', enum: [...APPLICATION_KINDS], description: '1 customer service (`portalNewCs`), 2 maintenance (`portalOm`).' },
        },
      },
      response: responses(
        envelopeWith(
          {
            total: integer('Employees in the whole list.'),
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['employeeId', 'name'],
                properties: {
                  employeeId: integer('User id (`EmployeeId` of /Application/Assign).'),
                  name: string('Full name.'),
                  email: nullableString('Sign-in e-mail.'),
                },
              },
            },
          },
          'One page of employees.',
        ),
      ),
    },
    onRequest: requireEmployee(),
    handler: async (request) => {
      const { limit, offset } = pageWindow(request.body ?? {});
      const kind = request.body?.Kind;
      return ok(store.workQueue.employees(kind === undefined ? undefined : KIND_FLAGS[kind], limit, offset));
    },
  });
}
