import type { FastifyInstance } from 'fastify';
import { STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import type { Store } from '../../store/store.ts';
import { integerField, readMultipartForm } from '../applications/multipartForm.ts';
import { relatedMeter } from './access.ts';
import { readingMessage } from './messages.ts';
import {
  STATUS_FILE_TOO_LARGE,
  STATUS_FILE_TYPE_NOT_ALLOWED,
  STATUS_READINGS_DISABLED,
  STATUS_READING_BELOW_PREVIOUS,
  STATUS_READING_OUT_OF_RANGE,
  consumptionOf,
  photoTypeOf,
} from './readingRules.ts';
import { readingItemSchema } from './readingSchemas.ts';

/** Comments longer than this are cut (a free-text note for the meter reader's office). */
const MAX_COMMENT_LENGTH = 500;

export function submitReadingRoute(app: FastifyInstance, store: Store): void {
  app.post('/MeterReading/Submit', {
    schema: {
      tags: ['Readings'],
      operationId: 'meterReadingSubmit',
      summary: 'Submit a customer reading (multipart)',
      description:
        'multipart/form-data with `MeterId`, `Reading` (whole number within the meter\'s dials), `ClockedOver` ("true" when ' +
        'the dials passed their maximum since the previous reading), optional `Comment` and optional `Photo` (JPG or PNG by ' +
        'content, at most 4 MB). Only while the setting `customerMeterReadings` is on (status 70 otherwise). A reading below ' +
        'the previous one is refused with status 71 unless `ClockedOver` is true; consumption is then counted across the ' +
        'rollover (10^dials − previous + reading). Status 72: reading out of range; 73: photo not JPG/PNG; 74: photo over 4 MB; ' +
        '1: meter not found.',
      consumes: ['multipart/form-data'],
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ item: readingItemSchema }, 'The stored reading (reason `customer`).')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const language = requestLanguage(request);
      if (store.settings.read().customerMeterReadings !== true) {
        return fail(STATUS_READINGS_DISABLED, readingMessage(language, 'readingsDisabled'));
      }
      const form = await readMultipartForm(request);
      if (form === 'tooBig') return fail(STATUS_FILE_TOO_LARGE, readingMessage(language, 'fileTooLarge'));
      if (form === 'tooMany') return fail(STATUS_INVALID_REQUEST, translate(language, 'invalidRequest'));
      const meterId = integerField(form, 'MeterId');
      const reading = integerField(form, 'Reading');
      if (meterId === undefined) return fail(STATUS_INVALID_REQUEST, translate(language, 'invalidRequest'));
      const meter = relatedMeter(store, request, signedInUser(request), meterId);
      if ('status' in meter) return meter;
      const max = 10 ** meter.dials - 1;
      if (reading === undefined || reading < 0 || reading > max) {
        return fail(STATUS_READING_OUT_OF_RANGE, readingMessage(language, 'readingOutOfRange', { max }));
      }
      const photoPart = form.files.find((file) => file.field === 'Photo' && file.content.length > 0);
      const photoType = photoPart ? photoTypeOf(photoPart.content) : undefined;
      if (photoPart && !photoType) return fail(STATUS_FILE_TYPE_NOT_ALLOWED, readingMessage(language, 'fileTypeNotAllowed'));

      const previous = store.readings.latestReading(meter.meterId)?.reading ?? null;
      const outcome = consumptionOf(reading, previous, meter.dials, form.fields.ClockedOver?.[0] === 'true');
      if (outcome === 'belowPrevious') {
        return fail(STATUS_READING_BELOW_PREVIOUS, readingMessage(language, 'readingBelowPrevious', { previous: previous ?? 0 }));
      }
      const comment = form.fields.Comment?.[0]?.trim().slice(0, MAX_COMMENT_LENGTH) || null;
      const item = store.readings.insertReading({
        meterId: meter.meterId,
        readAt: store.clock().toISOString(),
        reading,
        previousReading: previous,
        consumption: outcome.consumption,
        clockedOver: outcome.clockedOver,
        comment,
        photo: photoPart && photoType ? { type: photoType, content: photoPart.content } : null,
      });
      return ok({ item });
    },
  });
}
