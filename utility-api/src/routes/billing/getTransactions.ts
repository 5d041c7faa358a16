import { endsBeforeStart } from '../../../../shared/days.ts';
import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { toAmount } from './billRules.ts';
import { billingMessage } from './billingMessages.ts';
import { dateSchema, transactionSchema } from './billingSchemas.ts';
import { number } from './schemaParts.ts';
import { transactions } from './ledger.ts';
import { relatedAccount } from './relatedAccount.ts';
import { optionsSchema, type PagingOptions, slicePage } from '../../http/paging.ts';

interface Body {
  AccountId: number;
  DateFrom: string;
  DateTo: string;
  Options?: PagingOptions;
}

export function getTransactionsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Statement/GetTransactions', {
    schema: {
      tags: ['Billing'],
      operationId: 'statementGetTransactions',
      summary: 'Statement of an account for a date range',
      description:
        'Posted lines (bills, completed payments, adjustments) dated from `DateFrom` to `DateTo` inclusive, oldest ' +
        'first, paged by `Options`, each with the running balance; `openingBalance` is the balance before the range ' +
        'and `closingBalance` after it. Status 1 when `DateFrom` is after `DateTo` or the account is not the user\'s.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['AccountId', 'DateFrom', 'DateTo'],
        properties: {
          AccountId: integer('The account.'),
          DateFrom: dateSchema('First day of the range (YYYY-MM-DD).'),
          DateTo: dateSchema('Last day of the range (YYYY-MM-DD).'),
          Options: optionsSchema,
        },
      },
      response: responses(
        envelopeWith(
          {
            openingBalance: number('Balance before `DateFrom`.'),
            closingBalance: number('Balance at the end of `DateTo`.'),
            total: integer('Number of lines in the range.'),
            items: { type: 'array', items: transactionSchema },
          },
          'One page of statement lines.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const { AccountId, DateFrom, DateTo, Options } = request.body;
      if (endsBeforeStart(DateFrom, DateTo)) return fail(STATUS_FAILED, billingMessage(requestLanguage(request), 'invalidRange'));
      const { account, refusal } = relatedAccount(request, store, AccountId);
      if (refusal) return refusal;
      const all = transactions(store.billing.ledger(account.accountId, account.propertyReference), requestLanguage(request));
      const before = all.filter((line) => line.date < DateFrom);
      const inRange = all.filter((line) => line.date >= DateFrom && line.date <= DateTo);
      const openingCents = before.at(-1)?.balanceCents ?? 0;
      const closingCents = inRange.at(-1)?.balanceCents ?? openingCents;
      const lines = inRange.map(({ cents: _, balanceCents: __, ...line }) => line);
      return ok({ openingBalance: toAmount(openingCents), closingBalance: toAmount(closingCents), ...slicePage(lines, Options) });
    },
  });
}
