import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, STATUS_FORBIDDEN, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';
import { walkSchema } from './schemas.ts';
import { captureText } from './texts.ts';

/**
 * `/MeterCapture/Export`: the office's step that hands a walk's captured readings to billing (README
 * "Meter-reading capture"). Office staff with `portalCaptureMeterReadings` only: field workers capture, the
 * office exports (HTTP 403, status 4).
 */
export function meterCaptureExportRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Book: string; Walk: number } }>('/MeterCapture/Export', {
    schema: {
      tags: ['MeterCapture'],
      operationId: 'meterCaptureExport',
      summary: 'Export a walk\'s completed readings to the meters\' readings',
      description:
        'Every completed entry of the walk becomes non-editable; a captured reading becomes the meter\'s reading (reason final for ' +
        'a final reading, else regular, with its previous reading, consumption, clock-over, comment and photo), so the customer\'s ' +
        'readings screen and the enquiry readings tab show it. Entries without a reading (no access) are closed without one. ' +
        'Outstanding entries stay as they are. 1 when the walk is not in the open cycle; HTTP 403 status 4 for field workers.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['Book', 'Walk'],
        properties: { Book: { type: 'string', maxLength: 20, description: 'Book code.' }, Walk: integer('Walk number in the book.') },
      },
      response: responses(envelopeWith({ exported: integer('Entries exported by this call.'), walk: walkSchema }, 'The walk with its new counts.')),
    },
    onRequest: requireEmployee('portalCaptureMeterReadings'),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      if (signedInUser(request).is_field_worker === 1) {
        return reply.code(403).send(fail(STATUS_FORBIDDEN, translate(language, 'accessDenied')));
      }
      const { Book: book, Walk: walk } = request.body;
      if (!store.meterCapture.walk(book, walk)) return fail(STATUS_FAILED, captureText(language, 'walkNotFound'));
      const exported = store.meterCapture.exportWalk(book, walk, store.clock().toISOString());
      return ok({ exported, walk: store.meterCapture.walk(book, walk) });
    },
  });
}
