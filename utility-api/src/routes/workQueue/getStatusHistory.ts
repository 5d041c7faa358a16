import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableInteger, nullableString, responses, string } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { queueApplication } from './access.ts';

interface Body extends PagingBody {
  ApplicationId: number;
}

export function applicationGetStatusHistoryRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Application/GetStatusHistory', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetStatusHistory',
      summary: 'Status changes of an application',
      description: 'Employees with the flag of the application\'s queue (403 status 4 otherwise). Newest first, paged by `Options`.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['ApplicationId'],
        properties: { ApplicationId: integer('portalApplicationId.'), Options: optionsSchema },
      },
      response: responses(
        envelopeWith(
          {
            total: integer('Changes in the whole history.'),
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'portalApplicationId', 'fromStatus', 'fromStatusName', 'toStatus', 'toStatusName', 'employeeId', 'employeeName', 'changedOn', 'comment'],
                properties: {
                  id: integer('History entry id.'),
                  portalApplicationId: integer('The application.'),
                  fromStatus: integer('Status before (002 §4).'),
                  fromStatusName: string('English name of `fromStatus`.'),
                  toStatus: integer('Status after.'),
                  toStatusName: string('English name of `toStatus`.'),
                  employeeId: nullableInteger('Employee who changed it (null once that user is gone).'),
                  employeeName: nullableString('Their name.'),
                  changedOn: string('Moment of the change, ISO-8601 UTC.'),
                  comment: nullableString('Note given with the change.'),
                },
              },
            },
          },
          'One page of the history.',
        ),
      ),
    },
    onRequest: requireEmployee(),
    handler: async (request, reply) => {
      const application = await queueApplication(request, reply, store, request.body.ApplicationId);
      if (application === undefined) return reply;
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.workQueue.historyCount(application.id), items: store.workQueue.history(application.id, limit, offset) });
    },
  });
}
