import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, nullableInteger, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { ACCEPTABILITY, APPEARANCES, ODOURS, OVERALL_RESULTS, SAMPLE_SORTS, SAMPLE_STATUSES, type SampleSort, type SampleStatus, type SampleValues } from '../../store/measurements.ts';
import type { Store } from '../../store/store.ts';
import { idList } from '../enquiry/schemas.ts';
import { from, nullableEnum, sampleSchema, samplingPointSchema, to } from './schemas.ts';
import { measurementText } from './texts.ts';
import { STATUS_TAKEN_AT_INVALID, takenAt, trimmed } from './values.ts';

interface SampleListBody extends PagingBody, SortBody<SampleSort> {
  SamplingPointId?: number;
  ElementId?: number;
  StationId?: number;
  Status?: SampleStatus;
  OverallResult?: 'pass' | 'fail';
  From?: string;
  To?: string;
  Text?: string;
}
interface SaveSampleBody {
  SampleId?: number | null;
  SamplingPointId: number;
  TakenAt?: string;
  Appearance?: SampleValues['appearance'];
  Odour?: SampleValues['odour'];
  Taste?: SampleValues['taste'];
  Colour?: SampleValues['colour'];
  OverallResult?: SampleValues['overallResult'];
  LabReference?: string | null;
  Remarks?: string | null;
  Status?: SampleStatus;
}

/** Sampling points and qualitative samples (README "Logs and samples"). */
export function sampleRoutes(app: FastifyInstance, store: Store): void {
  const quality = requireEmployee('portalQuality');

  app.post<{ Body: (PagingBody & { ElementId?: number; StationId?: number; Text?: string }) | undefined }>('/SamplingPoint/GetList', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'samplingPointGetList',
      summary: 'Sampling points',
      description:
        'Employees with portalQuality. Sampling points of an element or of a station and its elements, by element code, each with its element as /Element/GetItems answers it (no second call for the elements of a list). Every matching point without `Options`; the asked-for page with it (a picker asks for the first few matches of `Text`).',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          ElementId: integer('Only this element\'s points.'),
          StationId: integer('Only this station\'s and its elements\' points.'),
          Text: { type: 'string', maxLength: 100, description: 'Substring of the element\'s code or name or of the point\'s name, any case.' },
        },
      },
      response: responses(envelopeWith({ items: { type: 'array', items: samplingPointSchema } }, 'The sampling points.')),
    },
    onRequest: quality,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = body.Options ? pageWindow(body) : { limit: -1, offset: 0 };
      const points = store.measurements.samplingPoints({ elementId: body.ElementId, stationId: body.StationId, text: body.Text }, limit, offset);
      const elements = new Map(store.fieldBase.elementItems([...new Set(points.map((point) => point.elementId))], requestLanguage(request)).map((element) => [element.elementId, element]));
      return ok({ items: points.map((point) => ({ ...point, element: elements.get(point.elementId) })) });
    },
  });

  app.post<{ Body: SampleListBody | undefined }>('/Sample/GetList', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'sampleGetList',
      summary: 'Samples, newest first',
      description: 'Employees with portalQuality. Samples filtered by sampling point, element, station, status, overall result, time range and text.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          SamplingPointId: integer('Only this sampling point.'),
          ElementId: integer('Only the sampling points of this element.'),
          StationId: integer('Only the sampling points of this station and its elements.'),
          Status: { type: 'string', enum: [...SAMPLE_STATUSES], description: 'Only this status.' },
          OverallResult: { type: 'string', enum: [...OVERALL_RESULTS], description: 'Only this overall result.' },
          From: from,
          To: to,
          Text: { type: 'string', maxLength: 100, description: 'Substring of the sample number or lab reference.' },
          ...sortProperties(SAMPLE_SORTS, 'the latest taken first'),
        },
      },
      response: responses(envelopeWith({ total: integer('Matching samples.'), items: { type: 'array', items: sampleSchema } }, 'One page.')),
    },
    onRequest: quality,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      const filter = {
        samplingPointId: body.SamplingPointId,
        elementId: body.ElementId,
        stationId: body.StationId,
        status: body.Status,
        overallResult: body.OverallResult,
        from: body.From ? new Date(body.From).toISOString() : undefined,
        to: body.To ? new Date(body.To).toISOString() : undefined,
        text: body.Text,
        ...sortOf(body),
      };
      return ok(store.measurements.samples(filter, limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/Sample/GetItems', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'sampleGetItems',
      summary: 'Samples by id',
      description: 'Employees with portalQuality. The samples among `Ids`, in the order asked; unknown ids are left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: idList('Sample ids.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: sampleSchema } }, 'The samples.')),
    },
    onRequest: quality,
    handler: async (request) => ok({ items: store.measurements.samplesByIds(request.body.Ids) }),
  });

  app.post<{ Body: SaveSampleBody }>('/Sample/Save', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'sampleSave',
      summary: 'Create or update a sample',
      description:
        'Employees with portalQuality. Without `SampleId` a new sample (numbered S-YYYY-NNNNN, drawn by the viewer), with it that ' +
        'sample\'s values replaced. Results may stay null until entered. Status 1: unknown sample or sampling point; 201: bad `TakenAt`.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['SamplingPointId'],
        properties: {
          SampleId: nullableInteger('The sample to update; none for a new one.'),
          SamplingPointId: integer('Where it was drawn.'),
          TakenAt: { type: 'string', maxLength: 40, description: 'When it was drawn (ISO 8601); default now.' },
          Appearance: nullableEnum(APPEARANCES, 'Appearance.'),
          Odour: nullableEnum(ODOURS, 'Odour.'),
          Taste: nullableEnum(ACCEPTABILITY, 'Taste.'),
          Colour: nullableEnum(ACCEPTABILITY, 'Colour.'),
          OverallResult: nullableEnum(OVERALL_RESULTS, 'Overall result.'),
          LabReference: { type: ['string', 'null'], maxLength: 50, description: 'Laboratory reference.' },
          Remarks: { type: ['string', 'null'], maxLength: 1000, description: 'Remarks.' },
          Status: { type: 'string', enum: [...SAMPLE_STATUSES], default: 'collected', description: 'Status.' },
        },
      },
      response: responses(envelopeWith({ item: sampleSchema }, 'The saved sample.')),
    },
    onRequest: quality,
    handler: async (request) => {
      const language = requestLanguage(request);
      const body = request.body;
      if (!store.measurements.samplingPoints({}).some((point) => point.samplingPointId === body.SamplingPointId)) {
        return fail(STATUS_FAILED, measurementText(language, 'samplingPointNotFound'));
      }
      const time = takenAt(body.TakenAt, store.clock());
      if (!time) return fail(STATUS_TAKEN_AT_INVALID, measurementText(language, 'takenAtInvalid'));
      const values: SampleValues = {
        samplingPointId: body.SamplingPointId,
        takenAt: time,
        appearance: body.Appearance ?? null,
        odour: body.Odour ?? null,
        taste: body.Taste ?? null,
        colour: body.Colour ?? null,
        overallResult: body.OverallResult ?? null,
        labReference: trimmed(body.LabReference),
        remarks: trimmed(body.Remarks),
        status: body.Status ?? 'collected',
      };
      const item = store.measurements.saveSample(body.SampleId ?? null, values, signedInUser(request).id, store.clock().toISOString());
      return item ? ok({ item }) : fail(STATUS_FAILED, measurementText(language, 'sampleNotFound'));
    },
  });
}
