import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { PRIORITIES, type Priority } from '../../store/problemLogs.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_IDS, MAX_TEXT, badLookup, isRefusal, nowOf, placeOf, refuse } from './guards.ts';
import { raiseJobCard } from './raise.ts';
import { jobCardItemSchema, problemLogItemSchema } from './schemas.ts';

const TAGS = ['Maintenance'];
const status = { type: 'string', enum: ['open', 'closed'] };

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
  const find = (id: number, language: string) => store.problemLogs.byIds([id], language)[0];

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

  app.post<{ Body: { Ids: number[] } }>('/ProblemLog/GetItems', {
    schema: {
      tags: TAGS,
      operationId: 'problemLogGetItems',
      summary: 'Problem logs by id',
      description: 'Employees with `portalOm`. In the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: problemLogItemSchema } }, 'Those found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.problemLogs.byIds(request.body.Ids, requestLanguage(request)) }),
  });

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
      const language = requestLanguage(request);
      const existing = body.ProblemLogId ? find(body.ProblemLogId, language) : undefined;
      if (body.ProblemLogId && !existing) return refuse(request, 'problemLogNotFound');
      if (existing?.status === 'closed') return refuse(request, 'closed');
      const place = placeOf(request, store, body.ElementId, null);
      if (isRefusal(place)) return place;
      const lookup = badLookup(request, store, [['problemType', body.ProblemTypeId]]);
      if (lookup) return lookup;
      const fields = { elementId: body.ElementId, problemTypeId: body.ProblemTypeId, priority: body.Priority, description: body.Description.trim(), status: body.Status ?? 'open' };
      const id = existing ? existing.problemLogId : store.problemLogs.create(fields, signedInUser(request).id, nowOf(store));
      if (existing) store.problemLogs.update(id, fields, nowOf(store));
      return ok({ item: find(id, language) });
    },
  });

  app.post<{ Body: { ProblemLogId: number } }>('/ProblemLog/RaiseJobCard', {
    schema: {
      tags: TAGS,
      operationId: 'problemLogRaiseJobCard',
      summary: 'Raise a job card from a problem log',
      description: 'Employees with `portalOm`. A new card at step `registered` for the log\'s element, described by the log. Closed logs: 190.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['ProblemLogId'], properties: { ProblemLogId: integer('The problem log.') } },
      response: responses(envelopeWith({ item: jobCardItemSchema }, 'The new job card.')),
    },
    onRequest,
    handler: async (request) => {
      const log = find(request.body.ProblemLogId, requestLanguage(request));
      if (!log) return refuse(request, 'problemLogNotFound');
      if (log.status === 'closed') return refuse(request, 'closed');
      return raiseJobCard(request, store, { type: 'problemLog', id: log.problemLogId, elementId: log.elementId, complainTypeId: null, description: `${log.number}: ${log.description}` });
    },
  });
}
