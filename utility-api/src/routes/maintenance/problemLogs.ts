import type { FastifyInstance } from 'fastify';
import { integer } from '../../http/schemas.ts';
import { sortOf } from '../../http/sorting.ts';
import { requireEmployee } from '../../http/session.ts';
import { PRIORITIES, PROBLEM_LOG_SORTS, type Priority, type ProblemLogSort } from '../../store/problemLogs.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_TEXT } from './guards.ts';
import { type ListBody, getItemsRoute, listRoute, raiseJobCardRoute, saveRoute } from './records.ts';
import { problemLogItemSchema } from './schemas.ts';

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
  const kind = { records: store.problemLogs, name: 'ProblemLog', operation: 'problemLog', notFound: 'problemLogNotFound', onRequest, itemSchema: problemLogItemSchema } as const;

  listRoute(app, kind, {
    summary: 'Problem logs, newest first',
    description: 'Employees with `portalOm`. Optional `Status`, `ElementId`, `StationId` (the station and its elements), `Priority`, `Text` (number or description).',
    properties: { Priority: { type: 'string', enum: [...PRIORITIES], description: 'Only this priority.' } },
    text: 'Substring of the number or description.',
    sorts: PROBLEM_LOG_SORTS,
    list: (body: ListBody<ProblemLogSort> & { Priority?: Priority }, language, limit, offset) => {
      const filter = { status: body.Status, elementId: body.ElementId, stationId: body.StationId, priority: body.Priority, text: body.Text, ...sortOf(body) };
      return store.problemLogs.list(filter, language, limit, offset);
    },
  });

  getItemsRoute(app, kind, 'Problem logs by id');

  saveRoute(app, store, kind, {
    summary: 'Log or change a problem found on an element',
    description: 'Employees with `portalOm`. Without `ProblemLogId` one is logged, reported now by the viewer (open unless told). Closed logs are read-only (190); unknown element 197.',
    required: ['ElementId', 'ProblemTypeId', 'Priority', 'Description'],
    properties: {
      ElementId: integer('The element.'),
      ProblemTypeId: integer('Problem type (lookup).'),
      Priority: { type: 'string', enum: [...PRIORITIES], description: 'Priority.' },
      Description: { type: 'string', minLength: 1, maxLength: MAX_TEXT, description: 'What is wrong.' },
    },
    answer: 'The problem log.',
    save: (body: SaveBody) => ({
      id: body.ProblemLogId,
      elementId: body.ElementId,
      lookup: ['problemType', body.ProblemTypeId],
      fields: () => ({ elementId: body.ElementId, problemTypeId: body.ProblemTypeId, priority: body.Priority, description: body.Description.trim(), status: body.Status ?? 'open' }),
    }),
  });

  raiseJobCardRoute(app, store, kind, {
    summary: 'Raise a job card from a problem log',
    description: 'Employees with `portalOm`. A new card at step `registered` for the log\'s element, described by the log. Closed logs: 190.',
    idDescription: 'The problem log.',
    origin: (log) => ({ type: 'problemLog', id: log.problemLogId, elementId: log.elementId, complainTypeId: null, description: `${log.number}: ${log.description}` }),
  });
}
