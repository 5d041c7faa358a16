import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import { PRIORITIES, type Priority } from '../../store/problemLogs.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_TEXT } from './guards.ts';
import { TAGS, getItemsRoute, raiseJobCardRoute, recordStatus as status, saveRecord } from './records.ts';
import { problemLogItemSchema } from './schemas.ts';

interface ListBody extends PagingBody {
  Status?: 'open' | 'closed';
  ElementId?: number;
  StationId?: number;
  Priority?: Priority;
  Text?: string;
}

interface SaveBody {
  ProblemLogId?: number | null;
  ElementId: number;
  ProblemTypeId: number;
  Priority: Priority;
  Description: string;
  Status?: 'open' | 'closed';
}

/** Problem logs of network elements (README "Maintenance"; 002 §2). */
export function problemLogRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const kind = { records: store.problemLogs, name: 'ProblemLog', operation: 'problemLog', notFound: 'problemLogNotFound', onRequest } as const;

  app.post<{ Body: ListBody | undefined }>('/ProblemLog/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'problemLogGetList',
      summary: 'Problem logs, newest first',
      description: 'Employees with `portalOm`. Optional `Status`, `ElementId`, `StationId` (the station and its elements), `Priority`, `Text` (number or description).',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Status: { ...status, description: 'Only open or closed ones.' },
          ElementId: integer('Only those of this element.'),
          StationId: integer('Only those of this station and its elements.'),
          Priority: { type: 'string', enum: [...PRIORITIES], description: 'Only this priority.' },
          Text: { type: 'string', maxLength: 100, description: 'Substring of the number or description.' },
        },
      },
      response: responses(envelopeWith({ total: integer('Matching.'), items: { type: 'array', items: problemLogItemSchema } }, 'One page.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      const filter = { status: body.Status, elementId: body.ElementId, stationId: body.StationId, priority: body.Priority, text: body.Text };
      return ok(store.problemLogs.list(filter, requestLanguage(request), limit, offset));
    },
  });

  getItemsRoute(app, kind, 'Problem logs by id', problemLogItemSchema);

  app.post<{ Body: SaveBody }>('/ProblemLog/Save', {
    schema: {
      tags: TAGS,
      operationId: 'problemLogSave',
      summary: 'Log or change a problem found on an element',
      description: 'Employees with `portalOm`. Without `ProblemLogId` one is logged, reported now by the viewer (open unless told). Closed logs are read-only (190); unknown element 197.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['ElementId', 'ProblemTypeId', 'Priority', 'Description'],
        properties: {
          ProblemLogId: { type: ['integer', 'null'], description: 'The one to change; absent to create.' },
          ElementId: integer('The element.'),
          ProblemTypeId: integer('Problem type (lookup).'),
          Priority: { type: 'string', enum: [...PRIORITIES], description: 'Priority.' },
          Description: { type: 'string', minLength: 1, maxLength: MAX_TEXT, description: 'What is wrong.' },
          Status: { ...status, description: 'open (default) or closed.' },
        },
      },
      response: responses(envelopeWith({ item: problemLogItemSchema }, 'The problem log.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      return saveRecord(request, store, kind, {
        id: body.ProblemLogId,
        elementId: body.ElementId,
        lookup: ['problemType', body.ProblemTypeId],
        fields: () => ({ elementId: body.ElementId, problemTypeId: body.ProblemTypeId, priority: body.Priority, description: body.Description.trim(), status: body.Status ?? 'open' }),
      });
    },
  });

  raiseJobCardRoute(app, store, kind, {
    summary: 'Raise a job card from a problem log',
    description: 'Employees with `portalOm`. A new card at step `registered` for the log\'s element, described by the log. Closed logs: 190.',
    idDescription: 'The problem log.',
    origin: (log) => ({ type: 'problemLog', id: log.problemLogId, elementId: log.elementId, complainTypeId: null, description: `${log.number}: ${log.description}` }),
  });
}
