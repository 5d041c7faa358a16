import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { boolean, envelopeWith, responses } from '../../http/schemas.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Store } from '../../store/store.ts';
import { localizedFileBodySchema, type LocalizedFileBody } from './localizedFileBody.ts';

export function isExistingLocalizedFileRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: LocalizedFileBody }>('/Utility/IsExistingLocalizedFile', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityIsExistingLocalizedFile',
      summary: 'Whether a guide exists',
      description: 'True when the guide exists in the request language or in English; the portal warns otherwise (000 §2). Anonymous.',
      body: localizedFileBodySchema,
      response: responses(envelopeWith({ isExisting: boolean('The guide can be downloaded.') }, '`isExisting`.')),
    },
    handler: async (request) => ok({ isExisting: store.files.exists(request.body.Value, requestLanguage(request)) }),
  });
}
