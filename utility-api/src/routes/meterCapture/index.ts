import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, boolean, envelopeWith, integer, responses, string } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import { CAPTURE_FILTERS, type CaptureAccess, type CaptureEntryItem, type CaptureReason } from '../../store/meterCapture.ts';
import type { Store } from '../../store/store.ts';
import type { UserRow } from '../../store/users.ts';
import { integerField, readMultipartForm } from '../applications/multipartForm.ts';
import { readingMessage } from '../readings/messages.ts';
import {
  MAX_UPLOAD_BYTES,
  STATUS_FILE_TOO_LARGE,
  STATUS_FILE_TYPE_NOT_ALLOWED,
  STATUS_READING_BELOW_PREVIOUS,
  STATUS_READING_OUT_OF_RANGE,
  photoTypeOf,
} from '../readings/readingRules.ts';
import {
  STATUS_CLOCK_OVER_IMPLAUSIBLE,
  STATUS_NOT_EDITABLE,
  STATUS_READ_DATE_INVALID,
  STATUS_READING_REQUIRED,
  captureOutcome,
  readAtValid,
} from './rules.ts';
import { meterCaptureExportRoute } from './export.ts';
import { meterCaptureWalksRoute } from './walks.ts';
import { accessSchema, bookSchema, cycleSchema, entrySchema, reasonSchema, walkSchema } from './schemas.ts';
import { captureText } from './texts.ts';

/** Comments longer than this are cut, as on customer readings. */
const MAX_COMMENT_LENGTH = 500;

interface BooksBody extends PagingBody {
  AssignedToMe?: boolean;
}
interface WalkBody extends PagingBody {
  Book: string;
  Walk: number;
  Filter?: 1 | 2 | 3 | 4;
}
interface SaveBody {
  MeterId: number;
  Reading?: number | null;
  ReadAt?: string;
  Reason?: CaptureReason;
  Comment?: string | null;
  ClockedOver?: boolean;
  Access?: CaptureAccess;
}

/** Field workers capture only the walks assigned to them; other employees any walk. */
function mayCapture(user: UserRow, entry: { assignedToId: number | null }): boolean {
  return user.is_field_worker !== 1 || entry.assignedToId === user.id;
}

/** Meter-reading capture (README "Meter-reading capture"): employees with `portalCaptureMeterReadings`. */
export function meterCaptureRoutes(app: FastifyInstance, store: Store): void {
  const employee = requireEmployee('portalCaptureMeterReadings');

  /** The open cycle's entry of a meter the viewer may capture, or the refusal to answer. */
  const entryFor = (request: FastifyRequest, meterId: number): CaptureEntryItem | ReturnType<typeof fail> => {
    const language = requestLanguage(request);
    const entry = store.meterCapture.entryOfMeter(meterId);
    if (!entry || !mayCapture(signedInUser(request), entry)) return fail(STATUS_FAILED, captureText(language, 'notFound'));
    if (!entry.editable) return fail(STATUS_NOT_EDITABLE, captureText(language, 'notEditable'));
    return entry;
  };

  meterCaptureExportRoute(app, store);
  meterCaptureWalksRoute(app, store);

  app.register(async (scope) => {
    // Its own scope: one photo of at most 4 MB per call.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } });

    scope.post<{ Body: BooksBody }>('/MeterCapture/GetBooks', {
      schema: {
        tags: ['MeterCapture'],
        operationId: 'meterCaptureGetBooks',
        summary: 'Books of the open reading cycle with their walks and progress',
        description:
          'A page of the open cycle\'s books (by book), each with its walks (by walk) and their counts: total, outstanding, ' +
          'completed, non-editable. `AssignedToMe` keeps only walks assigned to the viewer; field workers always get only theirs. ' +
          'Employees with portalCaptureMeterReadings.',
        security: SESSION_SECURITY,
        body: { type: 'object', properties: { AssignedToMe: { type: 'boolean', default: false }, Options: optionsSchema } },
        response: responses(
          envelopeWith(
            { cycle: cycleSchema, total: integer('Books with a walk kept.'), items: { type: 'array', items: bookSchema } },
            'The cycle and one page of its books.',
          ),
        ),
      },
      onRequest: employee,
      handler: async (request) => {
        const user = signedInUser(request);
        const mine = request.body.AssignedToMe === true || user.is_field_worker === 1;
        const { limit, offset } = pageWindow(request.body);
        return ok({ cycle: store.meterCapture.cycle() ?? null, ...store.meterCapture.books(mine ? user.id : null, limit, offset) });
      },
    });

    scope.post<{ Body: WalkBody }>('/MeterCapture/GetWalk', {
      schema: {
        tags: ['MeterCapture'],
        operationId: 'meterCaptureGetWalk',
        summary: 'The meters of a walk in sequence order',
        description:
          'The walk with its counts, and a page of its entries in sequence order kept by `Filter` (002 §4): 1 All (default), ' +
          '2 Outstanding, 3 Completed, 4 Non-editable; `total` counts the entries the filter keeps. Status 1 when the walk is not ' +
          'in the open cycle or (for a field worker) not assigned to the viewer.',
        security: SESSION_SECURITY,
        body: {
          type: 'object',
          required: ['Book', 'Walk'],
          properties: {
            Book: { type: 'string', minLength: 1, maxLength: 20 },
            Walk: { type: 'integer', minimum: 1 },
            Filter: { type: 'integer', enum: [1, 2, 3, 4], default: 1, description: '1 All, 2 Outstanding, 3 Completed, 4 Non-editable.' },
            Options: optionsSchema,
          },
        },
        response: responses(
          envelopeWith(
            { walk: walkSchema, total: integer('Entries the filter keeps.'), items: { type: 'array', items: entrySchema } },
            'The walk and one page of its entries.',
          ),
        ),
      },
      onRequest: employee,
      handler: async (request) => {
        const { Book, Walk } = request.body;
        const walk = store.meterCapture.walk(Book, Walk);
        if (!walk || !mayCapture(signedInUser(request), walk)) return fail(STATUS_FAILED, captureText(requestLanguage(request), 'walkNotFound'));
        const filter = CAPTURE_FILTERS[(request.body.Filter ?? 1) - 1] ?? 'all';
        const { limit, offset } = pageWindow(request.body);
        return ok({ walk, ...store.meterCapture.entries(Book, Walk, filter, limit, offset) });
      },
    });

    scope.post<{ Body: { Ids: number[] } }>('/MeterCapture/GetItems', {
      schema: {
        tags: ['MeterCapture'],
        operationId: 'meterCaptureGetItems',
        summary: 'Entries of the open cycle by id',
        description: 'The entries among `Ids`, in the order asked; unknown ids, and for a field worker entries of walks not theirs, are left out.',
        security: SESSION_SECURITY,
        body: {
          type: 'object',
          required: ['Ids'],
          properties: { Ids: { type: 'array', maxItems: 100, items: { type: 'integer' }, description: 'entryIds.' } },
        },
        response: responses(envelopeWith({ items: { type: 'array', items: entrySchema } }, 'The entries in `items`.')),
      },
      onRequest: employee,
      handler: async (request) => {
        const user = signedInUser(request);
        return ok({ items: store.meterCapture.entriesByIds(request.body.Ids).filter((entry) => mayCapture(user, entry)) });
      },
    });

    scope.post<{ Body: SaveBody }>('/MeterCapture/Save', {
      schema: {
        tags: ['MeterCapture'],
        operationId: 'meterCaptureSave',
        summary: 'Capture (or correct) a meter\'s reading in the open cycle',
        description:
          'Stores the reading of the meter\'s entry: `Reading` (whole number, 0 to 10^dials − 1; may be null when `Access` is ' +
          'not accessible), `ReadAt` (ISO, default now; not in the future, not before the previous reading), `Reason`, `Comment`, ' +
          '`ClockedOver`, `Access`. Refused: 71 below the previous reading without ClockedOver (002 §5); 160 ClockedOver but ' +
          'the reading is not below the previous one; 72 out of range; 163 no reading although accessible; 162 bad ReadAt; ' +
          '161 already exported (non-editable); 1 not in the open cycle or not the field worker\'s walk.',
        security: SESSION_SECURITY,
        body: {
          type: 'object',
          required: ['MeterId'],
          properties: {
            MeterId: integer('Meter read.'),
            Reading: { type: ['integer', 'null'], description: 'Value on the dials; null when the meter could not be read.' },
            ReadAt: string('When it was read (ISO 8601); default now.'),
            Reason: { ...reasonSchema, default: 'regular' },
            Comment: { type: ['string', 'null'], maxLength: 2000, description: 'Reader\'s comment (cut to 500 characters).' },
            ClockedOver: boolean('The dials passed their maximum since the previous reading.'),
            Access: { ...accessSchema, default: 'accessible' },
          },
        },
        response: responses(envelopeWith({ item: entrySchema }, 'The captured entry.')),
      },
      onRequest: employee,
      handler: async (request) => {
        const language = requestLanguage(request);
        const body = request.body;
        const entry = entryFor(request, body.MeterId);
        if (!('entryId' in entry)) return entry;
        const access = body.Access ?? 'accessible';
        const outcome = captureOutcome({
          reading: body.Reading ?? null,
          previous: entry.previousReading,
          dials: entry.dials,
          clockedOver: body.ClockedOver === true,
          access,
        });
        const previous = entry.previousReading ?? 0;
        if (outcome === 'readingRequired') return fail(STATUS_READING_REQUIRED, captureText(language, 'readingRequired'));
        if (outcome === 'outOfRange') return fail(STATUS_READING_OUT_OF_RANGE, readingMessage(language, 'readingOutOfRange', { max: 10 ** entry.dials - 1 }));
        if (outcome === 'belowPrevious') return fail(STATUS_READING_BELOW_PREVIOUS, readingMessage(language, 'readingBelowPrevious', { previous }));
        if (outcome === 'clockOverImplausible') return fail(STATUS_CLOCK_OVER_IMPLAUSIBLE, captureText(language, 'clockOverImplausible', { previous }));
        const now = store.clock();
        const readAt = body.ReadAt ?? now.toISOString();
        if (!readAtValid(readAt, entry.previousReadAt, now)) return fail(STATUS_READ_DATE_INVALID, captureText(language, 'readDateInvalid'));
        const item = store.meterCapture.save(entry.entryId, {
          reading: body.Reading ?? null,
          readAt: new Date(readAt).toISOString(),
          reason: body.Reason ?? 'regular',
          comment: body.Comment?.trim().slice(0, MAX_COMMENT_LENGTH) || null,
          clockedOver: outcome.clockedOver,
          consumption: outcome.consumption,
          access,
          capturedBy: signedInUser(request).id,
        });
        return ok({ item });
      },
    });

    scope.post('/MeterCapture/UploadPhoto', {
      schema: {
        tags: ['MeterCapture'],
        operationId: 'meterCaptureUploadPhoto',
        summary: 'Attach a photo of the dials to a meter\'s entry (multipart)',
        description:
          'multipart/form-data with `MeterId` and `Photo`: JPG or PNG judged by its content signature, at most 4 MB (73 / 74 ' +
          'otherwise). Replaces an earlier photo. 161 when the entry was already exported; 1 when not in the open cycle.',
        consumes: ['multipart/form-data'],
        security: SESSION_SECURITY,
        response: responses(envelopeWith({ item: entrySchema }, 'The entry, with `hasPhoto` true.')),
      },
      onRequest: employee,
      handler: async (request) => {
        const language = requestLanguage(request);
        const form = await readMultipartForm(request);
        if (form === 'tooBig') return fail(STATUS_FILE_TOO_LARGE, readingMessage(language, 'fileTooLarge'));
        if (form === 'tooMany') return fail(STATUS_INVALID_REQUEST, translate(language, 'invalidRequest'));
        const meterId = integerField(form, 'MeterId');
        const photo = form.files.find((file) => file.field === 'Photo' && file.content.length > 0);
        if (meterId === undefined || !photo) return fail(STATUS_INVALID_REQUEST, translate(language, 'invalidRequest'));
        const entry = entryFor(request, meterId);
        if (!('entryId' in entry)) return entry;
        const type = photoTypeOf(photo.content);
        if (!type) return fail(STATUS_FILE_TYPE_NOT_ALLOWED, readingMessage(language, 'fileTypeNotAllowed'));
        return ok({ item: store.meterCapture.savePhoto(entry.entryId, { type, content: photo.content }) });
      },
    });
  });
}
