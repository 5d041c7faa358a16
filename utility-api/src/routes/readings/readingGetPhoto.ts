import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { readingMessage } from './messages.ts';
import { readableReading } from './readableReading.ts';

export function readingGetPhotoRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/MeterReading/GetPhoto', {
    schema: {
      tags: ['Readings'],
      operationId: 'meterReadingGetPhoto',
      summary: 'The photo sent with a reading',
      description:
        'The photo as `image/jpeg` or `image/png` (binary, not an envelope). An envelope with status 1 "Reading not found" ' +
        'for a reading without photo or of another customer (employees may read any).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('readingId.') } },
      response: responses(envelopeWith({}, 'Only on failure; success answers the image.')),
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const reading = readableReading(store, signedInUser(request), request.body.Value);
      const photo = reading?.hasPhoto ? store.readings.photo(reading.readingId) : undefined;
      if (!photo) return fail(STATUS_FAILED, readingMessage(requestLanguage(request), 'readingNotFound'));
      return reply.type(photo.type).header('content-disposition', `inline; filename="reading-${reading?.readingId}.${photo.type === 'image/png' ? 'png' : 'jpg'}"`).send(photo.content);
    },
  });
}
