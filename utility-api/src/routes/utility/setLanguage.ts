import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../../domain/constants.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { boolean, envelopeSchema, responses, string } from '../../http/schemas.ts';
import { setSessionCookie } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  LanguageCode: string;
  UpdateProfile?: boolean;
}

export function setLanguageRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Utility/SetLanguage', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilitySetLanguage',
      summary: 'Choose the language',
      description:
        'Stores the language in the session, creating an anonymous session (and its cookie) when there is none; ' +
        'with `UpdateProfile` and a signed-in user it also becomes the user\'s language.',
      body: {
        type: 'object',
        required: ['LanguageCode'],
        properties: {
          LanguageCode: string('Locale code: en, el, ru or ar.'),
          UpdateProfile: boolean('Also store it in the signed-in user\'s profile.'),
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const { LanguageCode: code, UpdateProfile: updateProfile } = request.body;
      if (!isLanguage(code)) return fail(STATUS_FAILED, translate(requestLanguage(request), 'unsupportedLanguage'));
      if (request.utilitySession) store.sessions.setLanguage(request.utilitySession.id, code);
      else setSessionCookie(reply, store.sessions.create(null, code).id);
      if (updateProfile && request.utilityUser) store.users.setLanguage(request.utilityUser.id, code);
      return ok();
    },
  });
}
