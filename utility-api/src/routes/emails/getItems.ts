import { endsBeforeStart } from '../../../../shared/days.ts';
import type { FastifyInstance } from 'fastify';
import { STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingOptions } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { emailListItemSchema } from './emailSchema.ts';

interface Body {
  DateFrom: string;
  DateTo: string;
  Options?: PagingOptions;
}

const day = (description: string) => ({ type: 'string', format: 'date', description }) as const;

export function getItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Email/GetItems', {
    schema: {
      tags: ['Email'],
      operationId: 'emailGetItems',
      summary: 'E-mails sent to the signed-in customer in a date range',
      description:
        'Newest first, paged by `Options`. Both days count whole (UTC). `DateFrom` after `DateTo` answers status 2 ' +
        '(002 §5: a date range must be valid for e-mail search). Users without a customer (employees) have none.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DateFrom', 'DateTo'],
        properties: {
          DateFrom: day('First day (YYYY-MM-DD).'),
          DateTo: day('Last day (YYYY-MM-DD), not before DateFrom.'),
          Options: optionsSchema,
        },
      },
      response: responses(
        envelopeWith(
          { total: integer('Number of e-mails in the whole range.'), items: { type: 'array', items: emailListItemSchema } },
          'One page of e-mails.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const range = { from: request.body.DateFrom, to: request.body.DateTo };
      if (endsBeforeStart(range.from, range.to)) return reply.code(400).send(fail(STATUS_INVALID_REQUEST, 'DateFrom is after DateTo'));
      const { limit, offset } = pageWindow(request.body);
      if (user.customer_id === null) return ok({ total: 0, items: [] });
      return ok({
        total: store.emails.countForCustomer(user.customer_id, range),
        items: store.emails.pageForCustomer(user.customer_id, range, limit, offset),
      });
    },
  });
}
