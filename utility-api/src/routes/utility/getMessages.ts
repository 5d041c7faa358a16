import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { envelopeWith, integer, langField, responses, string } from '../../http/schemas.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Lang?: string;
  TextIds: number[];
}

/** Batch form of GetMessage: the gateway turns every text field of one operation into one call (docs/architecture.md §3). */
export function getMessagesRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Utility/GetMessages', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetMessages',
      summary: 'Several server texts',
      description: 'Texts by id, in request order, in the asked language else English; unknown ids are left out. Anonymous.',
      body: {
        type: 'object',
        required: ['TextIds'],
        properties: {
          Lang: langField,
          TextIds: { type: 'array', items: { type: 'integer' }, maxItems: 200, description: 'Text ids.' },
        },
      },
      response: responses(
        envelopeWith(
          {
            items: {
              type: 'array',
              items: {
                type: 'object',
                required: ['textId', 'text'],
                properties: { textId: integer('Text id.'), text: string('The text.') },
              },
            },
          },
          'One item per known id.',
        ),
      ),
    },
    handler: async (request) => ok({ items: store.texts.getMany(request.body.TextIds, requestLanguage(request)) }),
  });
}
