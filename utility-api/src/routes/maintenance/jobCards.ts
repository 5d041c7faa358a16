import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { JOB_CARD_SORTS, ORIGIN_TYPES, type JobCardSort, type OriginType } from '../../store/jobCards.ts';
import { CLOSABLE_STEPS, FORCED_STEPS, JOB_CARD_STEPS, NEXT_STEPS, closeProblem, stepChangeProblem, type JobCardStep } from '../../store/jobCardsWorkflow.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_IDS, MAX_TEXT, badLookup, isRefusal, nowOf, placeOf, refuse, workedCard } from './guards.ts';
import { historySchema, jobCardItemSchema, lookupsSchema, stepSchema } from './schemas.ts';

const TAGS = ['Maintenance'];
const itemAnswer = sharedSchema('EnvelopeJobCard', envelopeWith({ item: jobCardItemSchema }, 'The job card as it now is, in `item`.'));
const dateTime = (description: string) => ({ type: 'string', format: 'date-time', description });
const nullableId = (description: string) => ({ type: ['integer', 'null'], description });

interface ListBody extends PagingBody, SortBody<JobCardSort> {
  Step?: JobCardStep;
  OpenOnly?: boolean;
  StationId?: number;
  ElementId?: number;
  OutcomeId?: number;
  Mine?: boolean;
  OriginType?: OriginType;
  OriginId?: number;
  Text?: string;
}

interface SaveBody {
  JobCardId?: number | null;
  OriginType?: OriginType;
  OriginId?: number | null;
  StationId?: number | null;
  ElementId?: number | null;
  StartsAt: string;
  EndsAt?: string | null;
  ActivityId?: number | null;
  ConditionId?: number | null;
  ComplainTypeId?: number | null;
  Description?: string | null;
}

/** The origin exists (a maintenance application, an investigation, a problem log); planned work has none. */
function originExists(store: Store, type: OriginType, id: number | null): boolean {
  if (type === 'planned') return id === null;
  if (id === null) return false;
  if (type === 'application') return store.workQueue.state(id)?.kind === 2;
  if (type === 'investigation') return store.investigations.byIds([id], 'en').length === 1;
  return store.problemLogs.byIds([id], 'en').length === 1;
}

/** Job cards and their workflow (README "Maintenance"; 002 §2, §3, §4, §5). */
export function jobCardRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);

  app.post('/JobCard/GetLookups', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardGetLookups',
      summary: 'Lookups and workflow steps of job cards',
      description: 'Employees with `portalOm`. Activities, conditions, complain types, outcomes, support services and problem types in the request language; the workflow steps with the forced ones and their transitions.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ lookups: lookupsSchema, steps: { type: 'array', items: stepSchema } }, 'Lookups and steps.')),
    },
    onRequest,
    handler: async (request) =>
      ok({
        lookups: store.jobCards.lookups(requestLanguage(request)),
        steps: JOB_CARD_STEPS.map((step) => ({ step, forced: FORCED_STEPS.includes(step), next: NEXT_STEPS[step], closable: CLOSABLE_STEPS.includes(step) })),
      }),
  });

  app.post<{ Body: ListBody | undefined }>('/JobCard/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardGetList',
      summary: 'Job cards, newest first',
      description: 'Employees with `portalOm`. Every filter is optional and they combine; `Mine` keeps the cards whose workflow employee is the viewer; `Text` matches the number or the description.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Step: { type: 'string', enum: [...JOB_CARD_STEPS], description: 'Only cards at this step.' },
          OpenOnly: { type: 'boolean', description: 'Only cards not closed.' },
          StationId: integer('Only cards of this station.'),
          ElementId: integer('Only cards of this element.'),
          OutcomeId: integer('Only cards closed with this outcome.'),
          Mine: { type: 'boolean', description: 'Only cards whose workflow employee is the viewer.' },
          OriginType: { type: 'string', enum: [...ORIGIN_TYPES], description: 'Only cards from this kind of origin.' },
          OriginId: integer('With OriginType: only cards of that record.'),
          Text: { type: 'string', maxLength: 100, description: 'Substring of the number or description.' },
          ...sortProperties(JOB_CARD_SORTS, 'newest first'),
        },
      },
      response: responses(envelopeWith({ total: integer('Cards matching.'), items: { type: 'array', items: jobCardItemSchema } }, 'One page of cards.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      return ok(
        store.jobCards.list(
          {
            step: body.Step,
            open: body.OpenOnly,
            stationId: body.StationId,
            elementId: body.ElementId,
            outcomeId: body.OutcomeId,
            workflowEmployeeId: body.Mine ? signedInUser(request).id : undefined,
            originType: body.OriginType,
            originId: body.OriginId,
            text: body.Text,
            ...sortOf(body),
          },
          requestLanguage(request),
          limit,
          offset,
        ),
      );
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/JobCard/GetItems', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardGetItems',
      summary: 'Job cards by id',
      description: 'Employees with `portalOm`. Those cards in the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Card ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: jobCardItemSchema } }, 'The cards found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.jobCards.byIds(request.body.Ids, requestLanguage(request)) }),
  });

  app.post<{ Body: SaveBody }>('/JobCard/Save', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardSave',
      summary: 'Create or change a job card',
      description:
        'Employees with `portalOm`. Without `JobCardId` a card is created at step `registered` from its origin (`OriginType`, `OriginId`: ' +
        'a maintenance application, investigation or problem log; none for `planned`); with it the card\'s fields are replaced ' +
        '(origin and workflow stay). The station and element type follow the element. Refused: unknown card or origin (status 1), ' +
        'closed card (190), end before start (195), unknown element (197), unknown lookup value (1).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['StartsAt'],
        properties: {
          JobCardId: nullableId('The card to change; absent or null to create one.'),
          OriginType: { type: 'string', enum: [...ORIGIN_TYPES], default: 'planned', description: 'On creation: what the work comes from.' },
          OriginId: nullableId('On creation: the id of the origin record.'),
          StationId: nullableId('Station, when no element is given.'),
          ElementId: nullableId('Element worked on (its station and type follow).'),
          StartsAt: dateTime('Start.'),
          EndsAt: { type: ['string', 'null'], format: 'date-time', description: 'End, not before the start.' },
          ActivityId: nullableId('Maintenance activity.'),
          ConditionId: nullableId('Condition found.'),
          ComplainTypeId: nullableId('Complain type.'),
          Description: { type: ['string', 'null'], maxLength: MAX_TEXT, description: 'What is to be done.' },
        },
      },
      response: responses(itemAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const language = requestLanguage(request);
      const existing = body.JobCardId ? workedCard(request, store, body.JobCardId) : null;
      if (existing && isRefusal(existing)) return existing;
      const place = placeOf(request, store, body.ElementId, body.StationId);
      if (isRefusal(place)) return place;
      const lookup = badLookup(request, store, [['activity', body.ActivityId], ['condition', body.ConditionId], ['complainType', body.ComplainTypeId]]);
      if (lookup) return lookup;
      const startsAt = new Date(body.StartsAt).toISOString();
      const endsAt = body.EndsAt ? new Date(body.EndsAt).toISOString() : null;
      if (endsAt !== null && endsAt < startsAt) return refuse(request, 'endBeforeStart');
      const fields = {
        ...place,
        startsAt,
        endsAt,
        activityId: body.ActivityId ?? null,
        conditionId: body.ConditionId ?? null,
        complainTypeId: body.ComplainTypeId ?? null,
        description: body.Description?.trim() ? body.Description.trim() : null,
      };
      if (existing) {
        store.jobCards.update(existing.jobCardId, fields, nowOf(store));
        return ok({ item: store.jobCards.find(existing.jobCardId, language) });
      }
      const originType = body.OriginType ?? 'planned';
      const originId = originType === 'planned' ? null : (body.OriginId ?? null);
      if (!originExists(store, originType, originId)) return refuse(request, 'originNotFound');
      const id = store.jobCards.create({ ...fields, originType, originId, createdBy: signedInUser(request).id }, nowOf(store));
      return ok({ item: store.jobCards.find(id, language) });
    },
  });

  app.post<{ Body: { JobCardId: number; Step: JobCardStep; EmployeeId?: number | null; Comment?: string | null } }>('/JobCard/ChangeStep', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardChangeStep',
      summary: 'Move a job card to another workflow step, or reassign its workflow employee',
      description:
        'Employees with `portalOm`. `Step` must be one the current step may move to (196 otherwise); the current step again ' +
        'reassigns the workflow employee. Forced steps (`assigned`, `referred`) need `EmployeeId` (192, 002 §4); `referred` and ' +
        'a reassignment need an employee other than the current one (193). The employee must be an active employee with ' +
        '`portalOm` (198). Closed cards are read-only (190).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['JobCardId', 'Step'],
        properties: {
          JobCardId: integer('The card.'),
          Step: { type: 'string', enum: JOB_CARD_STEPS.filter((step) => step !== 'closed'), description: 'The new step (closing is /JobCard/Close).' },
          EmployeeId: nullableId('The workflow employee (/Employee/GetItems with Flag portalOm).'),
          Comment: { type: ['string', 'null'], maxLength: MAX_TEXT, description: 'Comment for the history.' },
        },
      },
      response: responses(itemAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const card = workedCard(request, store, body.JobCardId);
      if (isRefusal(card)) return card;
      const employeeId = body.EmployeeId ?? null;
      const problem = stepChangeProblem({ current: card.step, currentEmployeeId: card.workflowEmployeeId, to: body.Step, employeeId });
      if (problem) return refuse(request, problem);
      if (employeeId !== null && !store.workQueue.isQueueEmployee(employeeId, 2)) return refuse(request, 'employeeNotAllowed');
      const comment = body.Comment?.trim() ? body.Comment.trim() : null;
      store.jobCards.changeStep(card.jobCardId, card.step, body.Step, employeeId, signedInUser(request).id, nowOf(store), comment);
      return ok({ item: store.jobCards.find(card.jobCardId, requestLanguage(request)) });
    },
  });

  app.post<{ Body: { JobCardId: number; OutcomeId: number; ActivityId?: number | null; Comment?: string | null } }>('/JobCard/Close', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardClose',
      summary: 'Close a job card with its outcome',
      description:
        'Employees with `portalOm`. Cards `inProgress` or `completed` only (196; closed: 190). The Problem Found outcome needs a ' +
        'maintenance activity, given here or already on the card (191, 002 §5). Without an end the card ends now. A closed card is read-only.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['JobCardId', 'OutcomeId'],
        properties: {
          JobCardId: integer('The card.'),
          OutcomeId: integer('Outcome (lookup `outcome`).'),
          ActivityId: nullableId('Maintenance activity, replacing the card\'s.'),
          Comment: { type: ['string', 'null'], maxLength: MAX_TEXT, description: 'Comment for the history.' },
        },
      },
      response: responses(itemAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const card = workedCard(request, store, body.JobCardId, true);
      if (isRefusal(card)) return card;
      const outcome = store.jobCards.lookup('outcome', body.OutcomeId);
      const lookup = outcome ? badLookup(request, store, [['activity', body.ActivityId]]) : refuse(request, 'lookupNotFound');
      if (lookup) return lookup;
      const activityId = body.ActivityId ?? card.activityId;
      const problem = closeProblem(card.step, outcome?.code ?? '', activityId);
      if (problem) return refuse(request, problem);
      const comment = body.Comment?.trim() ? body.Comment.trim() : null;
      store.jobCards.close(card.jobCardId, card.step, body.OutcomeId, body.ActivityId ?? null, signedInUser(request).id, nowOf(store), comment);
      return ok({ item: store.jobCards.find(card.jobCardId, requestLanguage(request)) });
    },
  });

  app.post<{ Body: { JobCardId: number } }>('/JobCard/GetHistory', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardGetHistory',
      summary: 'Workflow history of a job card',
      description: 'Employees with `portalOm`. Every step change, newest first (status 1 for an unknown card).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['JobCardId'], properties: { JobCardId: integer('The card.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: historySchema } }, 'The changes.')),
    },
    onRequest,
    handler: async (request) => {
      const card = workedCard(request, store, request.body.JobCardId, true);
      if (isRefusal(card)) return card;
      return ok({ items: store.jobCards.history(card.jobCardId) });
    },
  });
}
