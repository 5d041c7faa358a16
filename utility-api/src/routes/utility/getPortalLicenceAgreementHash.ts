import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { TEXT_ID_LEGAL_TERMS } from '../../domain/constants.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { envelopeWith, langField, nullableString, responses } from '../../http/schemas.ts';
import type { Store } from '../../store/store.ts';

interface Body {
  Value?: string;
}

export function getPortalLicenceAgreementHashRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/Utility/GetPortalLicenceAgreementHash', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityGetPortalLicenceAgreementHash',
      summary: 'Hash of the legal terms',
      description:
        'SHA-256 (hex) of exactly the text /Utility/GetPortalLicenceAgreement answers for the language `Value`. The ' +
        'portal stores it with the acceptance and asks again when it changes (001 §4 legal terms). Anonymous.',
      body: { type: 'object', properties: { Value: langField } },
      response: responses(envelopeWith({ value: nullableString('64 hex digits; null when no terms are stored.') }, '`value`.')),
    },
    handler: async (request) => {
      const terms = store.texts.get(TEXT_ID_LEGAL_TERMS, request.body.Value ?? requestLanguage(request));
      return ok({ value: terms === null ? null : createHash('sha256').update(terms).digest('hex') });
    },
  });
}
