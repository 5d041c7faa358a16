import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, integer, langField, nullableString, responses } from '../../http/schemas.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Lang?: string;
  TextId: number;
}

export function getMessageRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Utility/GetMessage', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetMessage',
      summary: 'One server text',
      description:
        'A text by id in the asked language, else in English (000 §1). Ids 2, 113 and 94 hold a JSON list of ' +
        '`{title, text}` paragraphs; id 51 a JSON list of `{name, url}` video links. Anonymous.',
      body: {
        type: 'object',
        required: ['TextId'],
        properties: { Lang: langField, TextId: integer('Text id (see 000 §7, 001 §7, 002 §7).') },
      },
      response: responses(
        envelopeWith(
          {
            settings: {
              type: 'object',
              required: ['text'],
              properties: { text: nullableString('The text; null when the id is unknown.') },
            },
          },
          'The text in `settings.text`.',
        ),
      ),
    },
    handler: async (request) => ok({ settings: { text: store.texts.get(request.body.TextId, requestLanguage(request)) } }),
  });
}
