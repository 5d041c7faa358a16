import type { FastifyInstance } from 'fastify';
import { ROLE_EMPLOYEE } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';
import { sharedAccountSchema } from './accountSchema.ts';

interface Body {
  Value: number;
}

export function getItemRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Account/GetItem', {
    schema: {
      tags: ['Account'],
      operationId: 'accountGetItem',
      summary: 'One account',
      description:
        'An account of the signed-in user; employees may read any account. Status 1 "Account not found" ' +
        'otherwise (the same answer as for a missing account, so ids cannot be probed).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('accountId.') } },
      response: responses(envelopeWith({ item: sharedAccountSchema }, 'The account in `item`.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const account = store.accounts.findForUser(request.body.Value, user.id);
      // Customers see only accounts they are related to (docs/architecture.md §3 authorization).
      if (!account || (account.relation === null && user.role !== ROLE_EMPLOYEE)) {
        return fail(STATUS_FAILED, translate(requestLanguage(request), 'accountNotFound'));
      }
      return ok({ item: account });
    },
  });
}
