import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import type { FinanceList } from '../../store/accountFinance.ts';
import type { Store } from '../../store/store.ts';
import { relatedAccount } from '../billing/relatedAccount.ts';

interface Body extends PagingBody {
  AccountId?: number;
  Ids?: number[];
}

/** As many rows as one GraphQL operation loads by id (docs/architecture.md §3: nested objects through loaders). */
const MAX_IDS = 100;

interface FinanceListRoute {
  path: string;
  operationId: string;
  /** What the list holds, plural, e.g. "Deposits". */
  noun: string;
  itemSchema: JSONSchema;
  list(store: Store): FinanceList<unknown>;
}

/**
 * `{ AccountId, Options }` → one page of an account's rows, newest first; `{ Ids }` → those rows, in the
 * order asked, unpaged (unknown ids left out). Employees only: the tabs of the customer 360° view.
 */
export function financeListRoute(app: FastifyInstance, store: Store, route: FinanceListRoute): void {
  app.post<{ Body: Body }>(route.path, {
    schema: {
      tags: ['AccountFinance'],
      operationId: route.operationId,
      summary: `${route.noun} of an account (employees)`,
      description:
        `Employees only (HTTP 403 status 4 for customers). With \`AccountId\`: the account's ${route.noun.toLowerCase()}, newest ` +
        'first, paged by `Options`; status 1 "Account not found" for an unknown account. With `Ids` (up to 100): those rows, ' +
        'in the order asked, unknown ids left out, unpaged. One of the two is required.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        anyOf: [{ required: ['AccountId'] }, { required: ['Ids'] }],
        properties: {
          AccountId: integer('The account.'),
          Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Only these rows.' },
          Options: optionsSchema,
        },
      },
      response: responses(
        envelopeWith({ total: integer('Rows in the whole list.'), items: { type: 'array', items: route.itemSchema } }, `One page of ${route.noun.toLowerCase()}.`),
      ),
    },
    onRequest: requireEmployee(),
    handler: async (request) => {
      const list = route.list(store);
      if (request.body.Ids !== undefined) {
        const items = list.byIds(request.body.Ids);
        return ok({ total: items.length, items });
      }
      const { account, refusal } = relatedAccount(request, store, request.body.AccountId ?? 0);
      if (refusal) return refusal;
      const { limit, offset } = pageWindow(request.body);
      return ok({ total: list.count(account.accountId), items: list.page(account.accountId, limit, offset) });
    },
  });
}
