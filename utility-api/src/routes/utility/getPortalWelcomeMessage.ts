import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, langField, nullableString, responses } from '../../http/schemas.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Value?: string;
}

export function getPortalWelcomeMessageRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Utility/GetPortalWelcomeMessage', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetPortalWelcomeMessage',
      summary: 'Welcome message of the login page',
      description: 'The banner text of the login page (000 §2) in the locale `Value`, else English. Anonymous.',
      body: { type: 'object', properties: { Value: langField } },
      response: responses(
        envelopeWith(
          {
            settings: {
              type: 'object',
              required: ['message'],
              properties: { message: nullableString('The welcome message.') },
            },
          },
          'The message in `settings.message`.',
        ),
      ),
    },
    handler: async (request) =>
      ok({ settings: { message: store.texts.welcome(request.body.Value ?? requestLanguage(request)) } }),
  });
}
