import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../../auth/tokenHash.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, responses } from '../../http/schemas.ts';
import { notificationText } from '../../notifications/texts.ts';
import type { UnsubscribeTokenRow } from '../../store/notificationPreferences.ts';
import type { Store } from '../../store/store.ts';
import { kindSchema, tokenBody } from './schemas.ts';

type Body = { Token: string };

const kindAnswer = (description: string) => envelopeWith({ kind: kindSchema }, description);

const TOKEN_RULES =
  'No session: the token of the link (`/notifications/unsubscribe/{token}` in every notification) is the proof. ' +
  'Tokens are random, kept hashed, and work for a year after their message (the back office then deletes them). An unknown token answers status 1.';

export function unsubscribeRoutes(app: FastifyInstance, store: Store): void {
  const tokenOf = (request: FastifyRequest<{ Body: Body }>): UnsubscribeTokenRow | undefined =>
    store.notificationPreferences.findToken(hashToken(request.body.Token.trim()));
  const invalid = (request: FastifyRequest) => fail(STATUS_FAILED, notificationText(requestLanguage(request), 'tokenInvalid'));

  app.post<{ Body: Body }>('/NotificationPreference/GetUnsubscribe', {
    schema: {
      tags: ['NotificationPreference'],
      operationId: 'notificationPreferenceGetUnsubscribe',
      summary: 'What an unsubscribe link stops',
      description: `The kind of notification the link's messages are about, for the confirmation page. ${TOKEN_RULES}`,
      body: tokenBody,
      response: responses(kindAnswer('The kind the link unsubscribes from.')),
    },
    handler: async (request) => {
      const token = tokenOf(request);
      return token === undefined ? invalid(request) : ok({ kind: token.kind });
    },
  });

  app.post<{ Body: Body }>('/NotificationPreference/Unsubscribe', {
    schema: {
      tags: ['NotificationPreference'],
      operationId: 'notificationPreferenceUnsubscribe',
      summary: 'Unsubscribe by link',
      description: `Sets the link's kind to NONE for its user; opening the link again changes nothing more. ${TOKEN_RULES}`,
      body: tokenBody,
      response: responses(kindAnswer('The kind now set to NONE.')),
    },
    handler: async (request) => {
      const token = tokenOf(request);
      if (token === undefined) return invalid(request);
      store.notificationPreferences.save(token.userId, [{ kind: token.kind, channel: 'NONE' }]);
      return ok({ kind: token.kind });
    },
  });
}
