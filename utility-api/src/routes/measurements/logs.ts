import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { LogParameter } from '../../store/measurements.ts';
import type { Store } from '../../store/store.ts';
import { idList } from '../enquiry/schemas.ts';
import { entrySchema, from, parameter, pointSchema, to } from './schemas.ts';
import { measurementText, unitText } from './texts.ts';
import { STATUS_TAKEN_AT_INVALID, STATUS_VALUE_OUT_OF_RANGE, roundTo, takenAt, trimmed } from './values.ts';

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

/** Log points and their logged values (README "Logs and samples"). */
export function logRoutes(app: FastifyInstance, store: Store): void {
  const logs = requireEmployee('portalLogs');

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
}
