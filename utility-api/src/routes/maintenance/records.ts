import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Envelope, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { type requireEmployee, signedInUser } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { sortProperties, type SortBody } from '../../http/sorting.ts';
import type { LookupKind } from '../../store/jobCards.ts';
import type { Store } from '../../store/store.ts';
import { MAX_IDS, badLookup, isRefusal, nowOf, placeOf, refuse } from './guards.ts';
import { raiseJobCard } from './raise.ts';
import { jobCardItemSchema } from './schemas.ts';
import type { MaintenanceTextKey } from './texts.ts';

// The routes investigations and problem logs share (README "Maintenance"; 002 §2): list, read by id, save (its
// checks and write) and raise a job card. Each passes its own texts, filters, fields and job card origin.

const TAGS = ['Maintenance'];
const raisedAnswer = sharedSchema('EnvelopeRaisedJobCard', envelopeWith({ item: jobCardItemSchema }, 'The new job card.'));
const recordStatus = { type: 'string', enum: ['open', 'closed'] };

/** An investigation or problem log store, as the shared routes use it. */
export interface RecordStore<Item, Fields> {
  byIds(ids: readonly number[], language: string): Item[];
  create(fields: Fields, createdBy: number, moment: string): number;
  update(id: number, fields: Fields, moment: string): void;
}

interface Kind<Item> {
  records: RecordStore<Item, never>;
  /** `Investigation`, `ProblemLog`: the path prefix and the id's body field (`InvestigationId`). */
  name: string;
  /** `investigation`, `problemLog`: the operation id prefix. */
  operation: string;
  /** The refusal for an unknown id. */
  notFound: MaintenanceTextKey;
  onRequest: ReturnType<typeof requireEmployee>;
  itemSchema: JSONSchema;
}

/** The one record of an id in the request's language, if any. */
const findOne = <Item>(records: RecordStore<Item, never>, id: number, language: string) => records.byIds([id], language)[0];

/** The filters of every record list: status, element, station (the station and its elements). */
export interface ListBody<S extends string = string> extends PagingBody, SortBody<S> {
  Status?: 'open' | 'closed';
  ElementId?: number;
  StationId?: number;
  Text?: string;
}

interface List<Body> {
  summary: string;
  description: string;
  /** The list's own filters, after the shared ones (`Text` last). */
  properties: Record<string, JSONSchema>;
  /** The text filter's description. */
  text: string;
  /** The list's sort columns (`Sort`). */
  sorts: readonly string[];
  /** One page of the records the body asks for. */
  list(body: Body, language: string, limit: number, offset: number): { total: number; items: unknown[] };
}

/** `<Name>/GetList`: records, newest first, filtered. */
export function listRoute<Item, Body extends ListBody>(app: FastifyInstance, kind: Kind<Item>, list: List<Body>): void {
  app.post<{ Body: Body | undefined }>(`/${kind.name}/GetList`, {
    schema: {
      tags: TAGS,
      operationId: `${kind.operation}GetList`,
      summary: list.summary,
      description: list.description,
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Status: { ...recordStatus, description: 'Only open or closed ones.' },
          ElementId: integer('Only those of this element.'),
          StationId: integer('Only those of this station and its elements.'),
          ...list.properties,
          Text: { type: 'string', maxLength: 100, description: list.text },
          ...sortProperties(list.sorts, 'newest first'),
        },
      },
      response: responses(envelopeWith({ total: integer('Matching.'), items: { type: 'array', items: kind.itemSchema } }, 'One page.')),
    },
    onRequest: kind.onRequest,
    handler: async (request) => {
      const body = (request.body ?? {}) as Body;
      const { limit, offset } = pageWindow(body);
      return ok(list.list(body, requestLanguage(request), limit, offset));
    },
  });
}

/** `<Name>/GetItems`: records by id, in the order asked. */
export function getItemsRoute<Item>(app: FastifyInstance, kind: Kind<Item>, summary: string): void {
  app.post<{ Body: { Ids: number[] } }>(`/${kind.name}/GetItems`, {
    schema: {
      tags: TAGS,
      operationId: `${kind.operation}GetItems`,
      summary,
      description: 'Employees with `portalOm`. In the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: kind.itemSchema } }, 'Those found.')),
    },
    onRequest: kind.onRequest,
    handler: async (request) => ok({ items: kind.records.byIds(request.body.Ids, requestLanguage(request)) }),
  });
}

interface Save<Fields> {
  /** The record to change; absent to create. */
  id: number | null | undefined;
  elementId: number | null | undefined;
  lookup: [LookupKind, number];
  /** The values to write, given the element's place, or a refusal of the record's own. */
  fields(elementId: number | null): Fields | Envelope;
}

interface SaveRoute<Body, Fields> {
  summary: string;
  description: string;
  /** The body's fields besides the id and the status, and those required. */
  properties: Record<string, JSONSchema>;
  required: string[];
  /** The answer's description ("The investigation."). */
  answer: string;
  /** The save a body asks for. */
  save(body: Body, request: FastifyRequest): Save<Fields>;
}

/**
 * `<Name>/Save`: record (by the viewer) or change one, answered as it now is. Refused: an unknown or closed (read-only)
 * record, an unknown element or lookup, and what the record's own `fields` refuse.
 */
export function saveRoute<Item extends { status: string }, Fields, Body>(
  app: FastifyInstance,
  store: Store,
  kind: Kind<Item> & { records: RecordStore<Item, Fields> },
  route: SaveRoute<Body, Fields>,
): void {
  app.post<{ Body: Body }>(`/${kind.name}/Save`, {
    schema: {
      tags: TAGS,
      operationId: `${kind.operation}Save`,
      summary: route.summary,
      description: route.description,
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: route.required,
        properties: {
          [`${kind.name}Id`]: { type: ['integer', 'null'], description: 'The one to change; absent to create.' },
          ...route.properties,
          Status: { ...recordStatus, description: 'open (default) or closed.' },
        },
      },
      response: responses(envelopeWith({ item: kind.itemSchema }, route.answer)),
    },
    onRequest: kind.onRequest,
    handler: async (request) => {
      const save = route.save(request.body as Body, request);
      const language = requestLanguage(request);
      const existing = save.id ? findOne(kind.records, save.id, language) : undefined;
      if (save.id && !existing) return refuse(request, kind.notFound);
      if (existing?.status === 'closed') return refuse(request, 'closed');
      const place = placeOf(request, store, save.elementId, null);
      if (isRefusal(place)) return place;
      const lookup = badLookup(request, store, [save.lookup]);
      if (lookup) return lookup;
      const fields = save.fields(place.elementId);
      if (isRefusal(fields)) return fields;
      const id = existing && save.id ? save.id : kind.records.create(fields, signedInUser(request).id, nowOf(store));
      if (existing) kind.records.update(id, fields, nowOf(store));
      return ok({ item: findOne(kind.records, id, language) });
    },
  });
}

interface Raise<Item> {
  summary: string;
  description: string;
  /** The id's description in the body. */
  idDescription: string;
  /** The job card's origin, element, complaint and description. */
  origin(item: Item): Parameters<typeof raiseJobCard>[2];
}

/** `<Name>/RaiseJobCard`: a new job card from an open record. */
export function raiseJobCardRoute<Item extends { status: string }>(app: FastifyInstance, store: Store, kind: Kind<Item>, raise: Raise<Item>): void {
  const idField = `${kind.name}Id`;
  app.post<{ Body: Record<string, number> }>(`/${kind.name}/RaiseJobCard`, {
    schema: {
      tags: TAGS,
      operationId: `${kind.operation}RaiseJobCard`,
      summary: raise.summary,
      description: raise.description,
      security: SESSION_SECURITY,
      body: { type: 'object', required: [idField], properties: { [idField]: integer(raise.idDescription) } },
      response: responses(raisedAnswer),
    },
    onRequest: kind.onRequest,
    handler: async (request) => {
      const item = findOne(kind.records, request.body[idField] ?? 0, requestLanguage(request));
      if (!item) return refuse(request, kind.notFound);
      if (item.status === 'closed') return refuse(request, 'closed');
      return raiseJobCard(request, store, raise.origin(item));
    },
  });
}
