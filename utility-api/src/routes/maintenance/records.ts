import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Envelope, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { type requireEmployee, signedInUser } from '../../http/session.ts';
import type { LookupKind } from '../../store/jobCards.ts';
import type { Store } from '../../store/store.ts';
import { MAX_IDS, badLookup, isRefusal, nowOf, placeOf, refuse } from './guards.ts';
import { raiseJobCard } from './raise.ts';
import { jobCardItemSchema } from './schemas.ts';
import type { MaintenanceTextKey } from './texts.ts';

// What the investigation and problem log routes share: reading by id, the checks and the write of a save, and
// raising a job card (README "Maintenance"; 002 §2). Each keeps its own list, save body and origin.

export const TAGS = ['Maintenance'];
export const recordStatus = { type: 'string', enum: ['open', 'closed'] };

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
}

/** The one record of an id in the request's language, if any. */
const findOne = <Item>(records: RecordStore<Item, never>, id: number, language: string) => records.byIds([id], language)[0];

/** `<Name>/GetItems`: records by id, in the order asked. */
export function getItemsRoute<Item>(app: FastifyInstance, kind: Kind<Item>, summary: string, itemSchema: object): void {
  app.post<{ Body: { Ids: number[] } }>(`/${kind.name}/GetItems`, {
    schema: {
      tags: TAGS,
      operationId: `${kind.operation}GetItems`,
      summary,
      description: 'Employees with `portalOm`. In the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: itemSchema } }, 'Those found.')),
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

/**
 * A save: unknown record, closed record (read-only), unknown element or lookup are refused; else the record is
 * created (by the viewer) or changed, and answered as it now is.
 */
export function saveRecord<Item extends { status: string }, Fields>(
  request: FastifyRequest,
  store: Store,
  kind: Omit<Kind<Item>, 'records' | 'onRequest'> & { records: RecordStore<Item, Fields> },
  save: Save<Fields>,
): Envelope {
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
      response: responses(envelopeWith({ item: jobCardItemSchema }, 'The new job card.')),
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
