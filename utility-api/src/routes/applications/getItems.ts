import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { STATUS_FORBIDDEN, fail } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { isEmployeeWith, requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { APPLICATION_KINDS, APPLICATION_SORTS, APPLICATION_STATUSES, KIND_FLAGS, type ApplicationKind, type ApplicationSort } from '../../store/applications.ts';
import type { Store } from '../../store/store.ts';
import { APPLICATION_STAGES, type ApplicationStage } from '../../../../shared/applicationForms/stages.ts';
import { applicationItemSchema } from './schemas.ts';

interface Body extends PagingBody, SortBody<ApplicationSort> {
  Status?: number;
  AssignedToMe?: boolean;
  Ids?: number[];
  CustomerId?: number;
  Kind?: ApplicationKind;
  Type?: number;
  HasUnread?: boolean;
  DateFrom?: string;
  DateTo?: string;
  Stages?: ApplicationStage[];
}

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** As many applications as one screen lists by id (the attachments of a customer's applications). */
const MAX_IDS = 100;

export function applicationGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Application/GetItems', {
    schema: {
      tags: ['Application'],
      operationId: 'applicationGetItems',
      summary: 'Applications the viewer may see',
      description:
        'A customer\'s own applications, or for employees the applications of the work queues their profile flags ' +
        'open (`portalNewCs` customer service, `portalOm` maintenance; README "Work queues"), narrowed by the ' +
        'employee filters (`Kind`, `CustomerId`, `AssignedToMe` 002 §2) and by `Status`, `Type`, the ' +
        'family application `Stages` and the `updatedOn` dates; most recently updated first unless `Sort` says otherwise, paged by `Options`. `Kind` of a queue the employee lacks ' +
        'the flag of answers HTTP 403 status 4. With `Ids`, only those of the ids the viewer may see, in the order ' +
        'asked (unknown and other customers\' ids are left out alike), unpaged.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        properties: {
          Options: optionsSchema,
          Status: { type: 'integer', minimum: 0, maximum: APPLICATION_STATUSES.length - 1, description: 'Only this record status.' },
          AssignedToMe: { type: 'boolean', description: 'Employees only: only applications assigned to the viewer.' },
          Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Only these applications (portalApplicationIds).' },
          CustomerId: { type: 'integer', description: 'Employees only: the applications of this customer (`customers.id`).' },
          Kind: { type: 'integer', enum: [...APPLICATION_KINDS], description: 'Employees only: 1 customer-service queue, 2 maintenance queue.' },
          Type: { type: 'integer', description: 'Only this application type (/Application/GetTypes).' },
          HasUnread: { type: 'boolean', description: 'Only applications with messages the viewer has not opened.' },
          DateFrom: { ...DATE, description: 'Only applications updated on or after this day (YYYY-MM-DD, UTC).' },
          DateTo: { ...DATE, description: 'Only applications updated on or before this day (YYYY-MM-DD, UTC).' },
          Stages: {
            type: 'array',
            items: { type: 'string', enum: [...APPLICATION_STAGES] },
            maxItems: APPLICATION_STAGES.length,
            uniqueItems: true,
            description: 'Only family applications in one of these stages (docs/applicationFamilies.md, Stages); other applications have none.',
          },
          ...sortProperties(APPLICATION_SORTS, 'the most recently updated first'),
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
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const language = requestLanguage(request);
      const { Kind } = request.body;
      if (Kind !== undefined && user.role === ROLE_EMPLOYEE && !isEmployeeWith(user, KIND_FLAGS[Kind])) {
        return reply.code(403).send(fail(STATUS_FORBIDDEN, translate(language, 'accessDenied')));
      }
      if (request.body.Ids !== undefined) {
        const items = [...new Set(request.body.Ids)].flatMap((id) => store.applications.find(user, id, language) ?? []);
        return ok({ total: items.length, items });
      }
      const { Status, AssignedToMe, CustomerId, Type, HasUnread, DateFrom, DateTo, Stages } = request.body;
      const filter = { status: Status, assignedToMe: AssignedToMe, customerId: CustomerId, kind: Kind, type: Type, hasUnread: HasUnread, dateFrom: DateFrom, dateTo: DateTo, stages: Stages, language, ...sortOf(request.body) };
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: store.applications.count(user, filter), items: store.applications.page(user, filter, limit, offset) });
    },
  });
}
