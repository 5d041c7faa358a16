import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail } from '../../http/envelope.ts';
import { envelopeSchema } from '../../http/schemas.ts';
import { requestLanguage } from '../../http/language.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';
import { localizedFileBodySchema, type LocalizedFileBody } from './localizedFileBody.ts';

export function downloadLocalizedFileRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: LocalizedFileBody }>('/Utility/DownloadLocalizedFile', {
    schema: {
      tags: ['Utility'],
      operationId: 'utilityDownloadLocalizedFile',
      summary: 'Download a guide',
      description:
        'The guide in the request language, else in English, as an attachment named by `content-disposition` ' +
        '(001 §7); a JSON envelope with status 1 when it does not exist. Anonymous.',
      body: localizedFileBodySchema,
      response: {
        200: {
          description: 'The file, or the envelope when it is missing.',
          content: {
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
            'application/json': { schema: envelopeSchema },
          },
        },
        '4xx': envelopeSchema,
        '5xx': envelopeSchema,
      },
    },
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      const file = store.files.find(request.body.Value, lang);
      if (!file) return fail(STATUS_FAILED, translate(lang, 'fileNotFound'));
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  });
}
