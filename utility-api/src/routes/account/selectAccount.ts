import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeSchema, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import { isOn } from '../../store/settingsValues.ts';
import type { Store } from '../../store/store.ts';
import { accountDetailMessage } from './accountDetailMessages.ts';

interface Body {
  Value: number;
}

export function selectAccountRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Account/SelectAccount', {
    schema: {
      tags: ['Account'],
      operationId: 'accountSelectAccount',
      summary: 'Select the account the portal shows',
      description:
        'Makes `Value` the profile\'s `selectedAccount` (000 §3), so every customer screen shows that account. ' +
        'Status 1 when the `isSelectAccount` setting is off, and "Account not found" when the user is not ' +
        'related to the account (or it does not exist).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('accountId to select.') } },
      response: responses(envelopeSchema),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const language = requestLanguage(request);
      if (!isOn(store.settings.read(), 'isSelectAccount')) {
        return fail(STATUS_FAILED, accountDetailMessage(language, 'selectAccountOff'));
      }
      if (!store.accounts.selectForUser(request.body.Value, user.id)) {
        return fail(STATUS_FAILED, translate(language, 'accountNotFound'));
      }
      return ok();
    },
  });
}
