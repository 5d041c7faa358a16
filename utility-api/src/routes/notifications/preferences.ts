import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { NotificationChoice } from '../../notifications/kinds.ts';
import { choicesOf } from '../../notifications/notifier.ts';
import { notificationText } from '../../notifications/texts.ts';
import type { Store } from '../../store/store.ts';
import { choicesSchema } from './schemas.ts';

const choicesAnswer = envelopeWith({ items: choicesSchema }, 'Every kind with its channel, the default where none was chosen.');

export function notificationPreferenceRoutes(app: FastifyInstance, store: Store): void {
  app.post('/NotificationPreference/GetItems', {
    schema: {
      tags: ['NotificationPreference'],
      operationId: 'notificationPreferenceGetItems',
      summary: 'The signed-in user\'s notification choices',
      description:
        'One item per kind, in a fixed order. A kind never chosen answers the default: EMAIL when the user has an ' +
        'e-mail address, else SMS when a mobile number, else NONE.',
      security: SESSION_SECURITY,
      response: responses(choicesAnswer),
    },
    onRequest: requireUser,
    handler: async (request) => ok({ items: choicesOf(store.notificationPreferences, signedInUser(request)) }),
  });

  app.post<{ Body: { Items: NotificationChoice[] } }>('/NotificationPreference/Save', {
    schema: {
      tags: ['NotificationPreference'],
      operationId: 'notificationPreferenceSave',
      summary: 'Save notification choices',
      description:
        'Stores the channel of each kind listed; kinds not listed keep theirs. A kind listed twice answers status 1 ' +
        'and nothing is saved. Answers every kind as GetItems does.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Items'], properties: { Items: choicesSchema } },
      response: responses(choicesAnswer),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const { Items } = request.body;
      if (new Set(Items.map((item) => item.kind)).size !== Items.length) {
        return fail(STATUS_FAILED, notificationText(requestLanguage(request), 'duplicateKind'));
      }
      store.notificationPreferences.save(user.id, Items);
      return ok({ items: choicesOf(store.notificationPreferences, user) });
    },
  });
}
