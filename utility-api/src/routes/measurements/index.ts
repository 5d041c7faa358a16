import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, boolean, envelopeWith, integer, nullableInteger, nullableString, responses, string } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import {
  ACCEPTABILITY,
  APPEARANCES,
  LOG_PARAMETERS,
  LOG_UNITS,
  ODOURS,
  OVERALL_RESULTS,
  SAMPLE_STATUSES,
  type LogParameter,
  type SampleStatus,
  type SampleValues,
} from '../../store/measurements.ts';
import type { Store } from '../../store/store.ts';
import { idList } from '../enquiry/schemas.ts';
import { measurementText, unitText } from './texts.ts';

/** A value outside the point's [minimum, maximum] sent without `Confirm` (002 §5 forced confirmation). */
export const STATUS_VALUE_OUT_OF_RANGE = 200;
/** `TakenAt` is not a time, or lies in the future. */
export const STATUS_TAKEN_AT_INVALID = 201;
/** Clock drift allowed for `TakenAt` in the future. */
const DRIFT_MS = 5 * 60_000;

const entrySchema: JSONSchema = {
  type: 'object',
  description: 'A logged value.',
  required: ['entryId', 'logPointId', 'value', 'takenAt', 'takenById', 'takenByName', 'comment', 'outOfRange', 'confirmed'],
  properties: {
    entryId: integer('Entry id.'),
    logPointId: integer('Its log point.'),
    value: { type: 'number', description: 'The value, in the point\'s unit, rounded to its decimals.' },
    takenAt: string('When it was taken, ISO 8601 UTC.'),
    takenById: nullableInteger('Employee (user id) who logged it.'),
    takenByName: nullableString('Name of that employee.'),
    comment: nullableString('Comment.'),
    outOfRange: boolean('The value lies outside the point\'s minimum and maximum.'),
    confirmed: boolean('The logger confirmed the out-of-range value (002 §5).'),
  },
};

const pointSchema: JSONSchema = {
  type: 'object',
  description: 'What is logged at an element: a parameter in its unit, with its expected range.',
  required: ['logPointId', 'elementId', 'parameter', 'unit', 'minimum', 'maximum', 'decimals', 'latestEntry'],
  properties: {
    logPointId: integer('Log point id.'),
    elementId: integer('The element (/Element/GetItems).'),
    parameter: { type: 'string', enum: [...LOG_PARAMETERS], description: 'What is measured.' },
    unit: { type: 'string', enum: [...LOG_UNITS], description: 'Unit of the values.' },
    minimum: { type: 'number', description: 'Lowest expected value.' },
    maximum: { type: 'number', description: 'Highest expected value.' },
    decimals: integer('Decimals values are entered and kept with.'),
    latestEntry: { anyOf: [entrySchema, { type: 'null' }], description: 'The newest entry; null before the first.' },
  },
};

const samplingPointSchema: JSONSchema = {
  type: 'object',
  required: ['samplingPointId', 'elementId', 'name'],
  properties: { samplingPointId: integer('Sampling point id.'), elementId: integer('The element it is at.'), name: string('Name, e.g. "Outlet tap".') },
};

const nullableEnum = (values: readonly string[], description: string): JSONSchema => ({ type: ['string', 'null'], enum: [...values, null], description });

const sampleSchema: JSONSchema = {
  type: 'object',
  description: 'A water sample with its qualitative results (002 §3 samples).',
  required: [
    'sampleId', 'sampleNumber', 'samplingPointId', 'samplingPointName', 'elementId', 'takenAt', 'takenById', 'takenByName', 'appearance',
    'odour', 'taste', 'colour', 'overallResult', 'labReference', 'remarks', 'status', 'updatedAt',
  ],
  properties: {
    sampleId: integer('Sample id.'),
    sampleNumber: string('Sample number, S-YYYY-NNNNN.'),
    samplingPointId: integer('Where it was drawn.'),
    samplingPointName: string('Name of the sampling point.'),
    elementId: integer('The element of the sampling point.'),
    takenAt: string('When it was drawn, ISO 8601 UTC.'),
    takenById: nullableInteger('Employee (user id) who drew it.'),
    takenByName: nullableString('Name of that employee.'),
    appearance: nullableEnum(APPEARANCES, 'clear or turbid; null until entered.'),
    odour: nullableEnum(ODOURS, 'none, chlorine or other; null until entered.'),
    taste: nullableEnum(ACCEPTABILITY, 'acceptable or notAcceptable; null until entered.'),
    colour: nullableEnum(ACCEPTABILITY, 'acceptable or notAcceptable; null until entered.'),
    overallResult: nullableEnum(OVERALL_RESULTS, 'pass or fail; null until entered.'),
    labReference: nullableString('Reference of the laboratory.'),
    remarks: nullableString('Remarks.'),
    status: { type: 'string', enum: [...SAMPLE_STATUSES], description: 'collected, sentToLab or resultsEntered.' },
    updatedAt: string('Last change, ISO 8601 UTC.'),
  },
};

const from = { type: 'string', format: 'date-time', description: 'Only from this time on (inclusive).' } as const;
const to = { type: 'string', format: 'date-time', description: 'Only up to this time (inclusive).' } as const;
const parameter = { type: 'string', enum: [...LOG_PARAMETERS], description: 'Only this parameter.' } as const;

interface EntryListBody extends PagingBody {
  LogPointId?: number;
  ElementId?: number;
  StationId?: number;
  Parameter?: LogParameter;
  From?: string;
  To?: string;
}
interface SaveEntryBody {
  LogPointId: number;
  Value: number;
  TakenAt?: string;
  Comment?: string | null;
  Confirm?: boolean;
}
interface SampleListBody extends PagingBody {
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

/** The time a value or sample was taken: the given one (not in the future) or now; undefined when invalid. */
function takenAt(value: string | undefined, now: Date): string | undefined {
  if (value === undefined) return now.toISOString();
  const time = Date.parse(value);
  if (Number.isNaN(time) || time > now.getTime() + DRIFT_MS) return undefined;
  return new Date(time).toISOString();
}

/** Rounds to the point's decimals, as the value is kept. */
export const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

const trimmed = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Quantitative logs and qualitative samples (README "Logs and samples"). */
export function measurementRoutes(app: FastifyInstance, store: Store): void {
  const logs = requireEmployee('portalLogs');
  const quality = requireEmployee('portalQuality');

  app.post<{ Body: { ElementId?: number; StationId?: number; Parameter?: LogParameter; Ids?: number[] } | undefined }>('/LogPoint/GetList', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'logPointGetList',
      summary: 'Log points with their newest value',
      description:
        'Employees with portalLogs. The log points of an element (`ElementId`), of a station and its elements (`StationId`), of a ' +
        'parameter, or with `Ids` those points in the order asked; each with its range and its newest entry.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          ElementId: integer('Only this element\'s points.'),
          StationId: integer('Only the points of this station and its elements.'),
          Parameter: parameter,
          Ids: idList('Log point ids.'),
        },
      },
      response: responses(envelopeWith({ items: { type: 'array', items: pointSchema } }, 'The points by element code.')),
    },
    onRequest: logs,
    handler: async (request) => {
      const body = request.body ?? {};
      if (body.Ids) return ok({ items: store.measurements.logPointsByIds(body.Ids) });
      return ok({ items: store.measurements.logPoints({ elementId: body.ElementId, stationId: body.StationId, parameter: body.Parameter }) });
    },
  });

  app.post<{ Body: EntryListBody | undefined }>('/LogEntry/GetList', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'logEntryGetList',
      summary: 'Logged values, newest first',
      description: 'Employees with portalLogs. Entries of a point (history), an element, a station and its elements, a parameter and a time range.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          LogPointId: integer('Only this point (its history).'),
          ElementId: integer('Only the points of this element.'),
          StationId: integer('Only the points of this station and its elements.'),
          Parameter: parameter,
          From: from,
          To: to,
        },
      },
      response: responses(envelopeWith({ total: integer('Matching entries.'), items: { type: 'array', items: entrySchema } }, 'One page.')),
    },
    onRequest: logs,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      const filter = {
        logPointId: body.LogPointId,
        elementId: body.ElementId,
        stationId: body.StationId,
        parameter: body.Parameter,
        from: body.From ? new Date(body.From).toISOString() : undefined,
        to: body.To ? new Date(body.To).toISOString() : undefined,
      };
      return ok(store.measurements.logEntries(filter, limit, offset));
    },
  });

  app.post<{ Body: SaveEntryBody }>('/LogEntry/Save', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'logEntrySave',
      summary: 'Log a value at a point',
      description:
        'Employees with portalLogs. Stores `Value` (rounded to the point\'s decimals) taken at `TakenAt` (default now, not in the future). ' +
        'A value outside the point\'s [minimum, maximum] is refused with status 200 unless `Confirm` is true (002 §5); ' +
        'then it is stored with `outOfRange` and `confirmed` set. 201: bad `TakenAt`; 1: unknown point.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['LogPointId', 'Value'],
        properties: {
          LogPointId: integer('The point.'),
          Value: { type: 'number', minimum: -999_999_999, maximum: 999_999_999, description: 'The value in the point\'s unit.' },
          TakenAt: { type: 'string', maxLength: 40, description: 'When it was taken (ISO 8601); default now.' },
          Comment: { type: ['string', 'null'], maxLength: 500, description: 'Comment.' },
          Confirm: { type: 'boolean', default: false, description: 'The logger confirms a value outside the range.' },
        },
      },
      response: responses(envelopeWith({ item: entrySchema }, 'The stored entry.')),
    },
    onRequest: logs,
    handler: async (request) => {
      const language = requestLanguage(request);
      const body = request.body;
      const [point] = store.measurements.logPointsByIds([body.LogPointId]);
      if (!point) return fail(STATUS_FAILED, measurementText(language, 'pointNotFound'));
      const time = takenAt(body.TakenAt, store.clock());
      if (!time) return fail(STATUS_TAKEN_AT_INVALID, measurementText(language, 'takenAtInvalid'));
      const value = roundTo(body.Value, point.decimals);
      const outOfRange = value < point.minimum || value > point.maximum;
      if (outOfRange && body.Confirm !== true) {
        const values = { value, minimum: point.minimum, maximum: point.maximum, unit: unitText(language, point.unit) };
        return fail(STATUS_VALUE_OUT_OF_RANGE, measurementText(language, 'outOfRange', values));
      }
      const item = store.measurements.addLogEntry({
        logPointId: point.logPointId,
        value,
        takenAt: time,
        takenBy: signedInUser(request).id,
        comment: trimmed(body.Comment),
        outOfRange,
        confirmed: outOfRange,
      });
      return ok({ item });
    },
  });

  app.post<{ Body: { ElementId?: number; StationId?: number } | undefined }>('/SamplingPoint/GetList', {
    schema: {
      tags: ['Logs and samples'],
      operationId: 'samplingPointGetList',
      summary: 'Sampling points',
      description: 'Employees with portalQuality. Sampling points of an element or of a station and its elements, by element code.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: { ElementId: integer('Only this element\'s points.'), StationId: integer('Only this station\'s and its elements\' points.') },
      },
      response: responses(envelopeWith({ items: { type: 'array', items: samplingPointSchema } }, 'The sampling points.')),
    },
    onRequest: quality,
    handler: async (request) => ok({ items: store.measurements.samplingPoints({ elementId: request.body?.ElementId, stationId: request.body?.StationId }) }),
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
