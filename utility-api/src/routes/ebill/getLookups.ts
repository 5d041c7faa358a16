import type { FastifyInstance } from 'fastify';
import { TEXT_ID_LEGAL_TERMS, isLanguage } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { STATEMENT_DELIVERY_EBILL, STATEMENT_DELIVERY_UNSUBSCRIBE } from '../../store/ebill.ts';
import type { Store } from '../../store/store.ts';
import { ebillMessage } from './ebillMessages.ts';

/** The legal text (id 2) is a JSON list of paragraphs; the e-bill terms tab shows it as plain text. */
function termsText(raw: string | null): string {
  if (raw === null) return '';
  try {
    const paragraphs = JSON.parse(raw) as Array<{ title?: string | { mainTitle?: string; subtitle?: string }; text?: string }>;
    const heading = (title: (typeof paragraphs)[number]['title']) => (typeof title === 'object' ? [title.mainTitle, title.subtitle] : [title]);
    return paragraphs.map((paragraph) => [...heading(paragraph.title), paragraph.text].filter(Boolean).join('\n')).join('\n\n');
  } catch {
    return raw;
  }
}

export function getLookupsRoute(app: FastifyInstance, store: Store): void {
  app.get<{ Querystring: { languageCode?: string } }>('/ChangeCommunication/GetLookups', {
    schema: {
      tags: ['ChangeCommunication'],
      operationId: 'changeCommunicationGetLookups',
      summary: 'E-bill terms and statement delivery types',
      description: 'The terms and conditions of the e-bill (legal text 2 as plain text) and the statement delivery types 199 e-bill and 200 unsubscribe (001 §3, §7). Anonymous.',
      querystring: { type: 'object', properties: { languageCode: string('en, el, ru or ar.') } },
      response: responses(
        envelopeWith(
          {
            terms: string('The e-bill terms and conditions, paragraphs separated by blank lines.'),
            statementDeliveryTypes: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'name'],
                properties: { id: integer('199 e-bill, 200 unsubscribe.'), name: string('Localized name.') },
              },
            },
          },
          'The lookups.',
        ),
      ),
    },
    handler: async (request) => {
      const lang = isLanguage(request.query.languageCode) ? request.query.languageCode : requestLanguage(request);
      return ok({
        terms: termsText(store.texts.get(TEXT_ID_LEGAL_TERMS, lang)),
        statementDeliveryTypes: [
          { id: STATEMENT_DELIVERY_EBILL, name: ebillMessage(lang, 'ebillDeliveryType') },
          { id: STATEMENT_DELIVERY_UNSUBSCRIBE, name: ebillMessage(lang, 'unsubscribeDeliveryType') },
        ],
      });
    },
  });
}
