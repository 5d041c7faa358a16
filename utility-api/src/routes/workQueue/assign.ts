import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { applicationAnswer } from '../applications/schemas.ts';
import { queueApplication } from './access.ts';
import { workQueueText } from './texts.ts';

interface Body {
  ApplicationId: number;
  EmployeeId?: number | null;
  AssignToMe?: boolean;
}

export function applicationAssignRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Application/Assign', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationAssign',
      summary: 'Assign an application to an employee, or unassign it',
      description:
        'Employees with the flag of the application\'s queue (403 status 4 otherwise). `AssignToMe: true` takes it; ' +
        '`EmployeeId` hands it to an active employee of the same queue (status 1 otherwise); `EmployeeId: null` ' +
        'unassigns it. Answers the application as the viewer now sees it.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['ApplicationId'],
        properties: {
          ApplicationId: integer('portalApplicationId.'),
          EmployeeId: { type: ['integer', 'null'], description: 'The employee (/Employee/GetItems), or null to unassign.' },
          AssignToMe: { type: 'boolean', description: 'Assign it to the viewer (wins over `EmployeeId`).' },
        },
      },
      response: responses(applicationAnswer),
    },
    onRequest: requireEmployee(),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const application = await queueApplication(request, reply, store, request.body.ApplicationId);
      if (application === undefined) return reply;
      const { AssignToMe, EmployeeId } = request.body;
      const employee = AssignToMe === true ? user.id : EmployeeId;
      if (employee === undefined) return fail(STATUS_FAILED, workQueueText(request, 'assignmentMissing'));
      if (employee !== null && !store.workQueue.isQueueEmployee(employee, application.kind)) {
        return fail(STATUS_FAILED, workQueueText(request, 'notQueueEmployee'));
      }
      store.workQueue.assign(application.id, employee, store.clock().toISOString());
      return ok({ item: store.applications.find(user, application.id, requestLanguage(request)) });
    },
  });
}
