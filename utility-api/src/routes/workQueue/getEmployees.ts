import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, boolean, envelopeWith, integer, nullableString, responses, string } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { EMPLOYEE_FLAGS, type EmployeeFlag } from '../../domain/constants.ts';
import { APPLICATION_KINDS, KIND_FLAGS, type ApplicationKind } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';

interface Body extends PagingBody {
  Kind?: ApplicationKind;
  Flag?: EmployeeFlag;
  FieldWorkersOnly?: boolean;
}

export function employeeGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body | undefined }>('/Employee/GetItems', {
    schema: {
      tags: ['Employee'],
      operationId: 'employeeGetItems',
      summary: 'Employees to assign work to',
      description:
        'Employees only. Active employees by name; with `Kind`, only those whose profile flag opens that queue; with `Flag`, ' +
        'only those with that profile flag; with `FieldWorkersOnly`, only field workers. Given both, both must hold.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Kind: { type: 'integer', enum: [...APPLICATION_KINDS], description: '1 customer service (`portalNewCs`), 2 maintenance (`portalOm`).' },
          Flag: { type: 'string', enum: [...EMPLOYEE_FLAGS], description: 'A profile flag the employees must have (000 §3).' },
          FieldWorkersOnly: { type: 'boolean', default: false, description: 'Only field workers (000 §3 isFieldWorker).' },
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
                required: ['employeeId', 'name', 'email', 'isFieldWorker'],
                properties: {
                  employeeId: integer('User id (`EmployeeId` of /Application/Assign).'),
                  name: string('Full name.'),
                  email: nullableString('Sign-in e-mail.'),
                  isFieldWorker: boolean('A field worker (000 §3).'),
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
      const { Kind: kind, Flag: flag, FieldWorkersOnly: fieldWorkersOnly } = request.body ?? {};
      const flags = [...(kind === undefined ? [] : [KIND_FLAGS[kind]]), ...(flag === undefined ? [] : [flag])];
      return ok(store.workQueue.employees(flags, limit, offset, fieldWorkersOnly === true));
    },
  });
}
