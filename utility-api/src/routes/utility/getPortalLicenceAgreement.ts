import type { FastifyInstance } from 'fastify';
import { TEXT_ID_LEGAL_TERMS } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, langField, nullableString, responses } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Value?: string;
}

export function getPortalLicenceAgreementRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Utility/GetPortalLicenceAgreement', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetPortalLicenceAgreement',
      summary: 'Legal terms of use',
      description:
        'The terms (text id 2: a JSON list of `{ title, text }` paragraphs) in the locale `Value`, else English ' +
        '(001 §7). Anonymous.',
      body: { type: 'object', properties: { Value: langField } },
      response: responses(envelopeWith({ value: nullableString('The terms text; null when none is stored.') }, '`value`.')),
    },
    handler: async (request) =>
      ok({ value: store.texts.get(TEXT_ID_LEGAL_TERMS, request.body.Value ?? requestLanguage(request)) }),
  });
}
