import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import { DISCONNECTION_SORTS, DISCONNECTION_STATUSES, finalReadingProblem, type DisconnectionItem, type DisconnectionSort, type DisconnectionStatus } from '../../store/disconnections.ts';
import type { Store } from '../../store/store.ts';
import { batchItemSchema, disconnectionItemSchema } from './schemas.ts';
import { disconnectionText } from './texts.ts';

/** Every call of the area needs the profile flag of the disconnections area (000 §6). */
const FLAG = 'portalDisconnections';
const MAX_IDS = 100;
const MAX_COMMENT = 1000;
const MAX_REASON = 500;
const TAGS = ['Disconnection'];

const itemAnswer = sharedSchema('EnvelopeDisconnectionOrder', envelopeWith({ item: disconnectionItemSchema }, 'The order as it now is, in `item`.'));
const today = (store: Store) => store.clock().toISOString().slice(0, 10);

/** The order, or the status 1 answer when it does not exist / cannot change any more. */
function workedOrder(request: FastifyRequest, store: Store, id: number, editable: readonly DisconnectionStatus[]): DisconnectionItem | ReturnType<typeof fail> {
  const order = store.disconnections.find(id);
  if (order === undefined) return fail(STATUS_FAILED, disconnectionText(request, 'notFound'));
  if (!editable.includes(order.status)) return fail(STATUS_FAILED, disconnectionText(request, 'notEditable'));
  return order;
}

const isFailure = (value: DisconnectionItem | ReturnType<typeof fail>): value is ReturnType<typeof fail> => 'status' in value && 'text' in value && !('disconnectionId' in value);

interface ListBody extends PagingBody, SortBody<DisconnectionSort> {
  BillingGroup?: string;
  BatchId?: number;
  Status?: DisconnectionStatus;
  Book?: string;
  UnderInvestigation?: boolean;
  Text?: string;
}

interface SaveBody {
  DisconnectionId: number;
  FinalReading?: number | null;
  FinalReadingDate?: string;
  ClockOver?: boolean;
  Comment?: string | null;
}

/** Disconnections and reconnections (README "Disconnections"; 002 §2, §3, §4, §5). */
export function disconnectionRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);

  app.post<{ Body: { BillingGroup?: string } | undefined }>('/Disconnection/GetBatches', {
    schema: {
      tags: TAGS,
      operationId: 'disconnectionGetBatches',
      summary: 'Disconnection batches and billing groups',
      description: 'Employees with `portalDisconnections` (HTTP 403 status 4 otherwise). Batches newest first, with their order counts; `billingGroups` lists the groups that have batches.',
      security: SESSION_SECURITY,
      body: { type: ['object', 'null'], properties: { BillingGroup: { type: 'string', maxLength: 20, description: 'Only the batches of this billing group.' } } },
      response: responses(envelopeWith({
        items: { type: 'array', items: batchItemSchema },
        billingGroups: { type: 'array', items: { type: 'string' }, description: 'Billing groups with batches, sorted.' },
      }, 'Batches and billing groups.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.disconnections.batches(request.body?.BillingGroup), billingGroups: store.disconnections.billingGroups() }),
  });

  app.post<{ Body: ListBody | undefined }>('/Disconnection/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'disconnectionGetList',
      summary: 'The disconnection work list',
      description:
        'Employees with `portalDisconnections`. Orders of the newest batches first, then by order id; every filter is optional and they combine. ' +
        '`Text` matches a substring of the account key, customer name, meter reference, serial number, case number or property number.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          BillingGroup: { type: 'string', maxLength: 20, description: 'Billing group of the batch.' },
          BatchId: integer('Only this batch.'),
          Status: { type: 'string', enum: [...DISCONNECTION_STATUSES], description: 'Only orders in this status.' },
          Book: { type: 'string', maxLength: 20, description: 'Reading book of the meter\'s connection.' },
          UnderInvestigation: { type: 'boolean', description: 'Only orders under investigation (true) or not (false).' },
          Text: { type: 'string', maxLength: 100, description: 'Substring to look for.' },
          ...sortProperties(DISCONNECTION_SORTS, 'the newest batches first, then by order'),
        },
      },
      response: responses(envelopeWith({ total: integer('Orders matching.'), items: { type: 'array', items: disconnectionItemSchema } }, 'One page of orders.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      return ok(store.disconnections.list({
        billingGroup: body.BillingGroup || undefined,
        batchId: body.BatchId,
        status: body.Status,
        book: body.Book || undefined,
        underInvestigation: body.UnderInvestigation,
        text: body.Text,
        ...sortOf(body),
      }, limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/Disconnection/GetItems', {
    schema: {
      tags: TAGS,
      operationId: 'disconnectionGetItems',
      summary: 'Disconnection orders by id',
      description: 'Employees with `portalDisconnections`. Those orders in the order asked; unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Order ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: disconnectionItemSchema } }, 'The orders found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.disconnections.byIds(request.body.Ids) }),
  });

  app.post<{ Body: SaveBody }>('/Disconnection/Save', {
    schema: {
      tags: TAGS,
      operationId: 'disconnectionSave',
      summary: 'Record the final reading of a disconnection',
      description:
        'Employees with `portalDisconnections`. Pending or disconnected orders only (status 1 otherwise). The final reading cannot be ' +
        'lower than the previous reading without `ClockOver`, nor have more digits than the meter\'s dials (status 1, localized). ' +
        'Without `FinalReading` the order is saved with 0 (002 §5). The date defaults to today and can be neither in the future nor ' +
        'before the batch. A pending order becomes disconnected, and its debt case moves to the disconnected stage with a ' +
        '`disconnection` action.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DisconnectionId'],
        properties: {
          DisconnectionId: integer('The order.'),
          FinalReading: { type: ['integer', 'null'], minimum: 0, maximum: 999_999_999, description: 'Final reading in whole units; null or absent: none (stored as 0).' },
          FinalReadingDate: { type: 'string', format: 'date', description: 'Day of the final reading (default today).' },
          ClockOver: { type: 'boolean', default: false, description: 'The meter clocked over.' },
          Comment: { type: ['string', 'null'], maxLength: MAX_COMMENT, description: 'Crew comment.' },
        },
      },
      response: responses(itemAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const order = workedOrder(request, store, body.DisconnectionId, ['pending', 'disconnected']);
      if (isFailure(order)) return order;
      const finalReading = body.FinalReading ?? null;
      const clockOver = body.ClockOver === true;
      const problem = finalReadingProblem(order.previousReading, finalReading, clockOver, order.dials);
      if (problem !== null) return fail(STATUS_FAILED, disconnectionText(request, problem, { previous: order.previousReading, dials: order.dials ?? '' }));
      const date = body.FinalReadingDate ?? today(store);
      if (date > today(store)) return fail(STATUS_FAILED, disconnectionText(request, 'futureDate'));
      const issued = store.disconnections.batchCreatedOn(order.batchId) ?? date;
      if (date < issued) return fail(STATUS_FAILED, disconnectionText(request, 'beforeBatch', { date: issued }));
      const comment = body.Comment?.trim() ? body.Comment.trim() : null;
      store.disconnections.saveFinalReading(order.disconnectionId, { finalReading, finalReadingDate: date, clockOver, comment, employeeId: signedInUser(request).id });
      return ok({ item: store.disconnections.find(order.disconnectionId) });
    },
  });

  app.post<{ Body: { DisconnectionId: number; On: boolean; Reason?: string | null } }>('/Disconnection/SetInvestigation', {
    schema: {
      tags: TAGS,
      operationId: 'disconnectionSetInvestigation',
      summary: 'Set a disconnection under investigation, or remove it from investigation',
      description: 'Employees with `portalDisconnections`. Pending or disconnected orders only. `On: true` needs a `Reason` (status 1 otherwise); `On: false` clears it (002 §4).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DisconnectionId', 'On'],
        properties: {
          DisconnectionId: integer('The order.'),
          On: { type: 'boolean', description: 'true: set under investigation; false: remove it.' },
          Reason: { type: ['string', 'null'], maxLength: MAX_REASON, description: 'Why (required with `On: true`).' },
        },
      },
      response: responses(itemAnswer),
    },
    onRequest,
    handler: async (request) => {
      const order = workedOrder(request, store, request.body.DisconnectionId, ['pending', 'disconnected']);
      if (isFailure(order)) return order;
      const reason = request.body.Reason?.trim() ?? '';
      if (request.body.On && reason === '') return fail(STATUS_FAILED, disconnectionText(request, 'reasonRequired'));
      store.disconnections.setInvestigation(order.disconnectionId, request.body.On ? reason : null);
      return ok({ item: store.disconnections.find(order.disconnectionId) });
    },
  });

  app.post<{ Body: { DisconnectionId: number; ReconnectedOn?: string } }>('/Disconnection/Reconnect', {
    schema: {
      tags: TAGS,
      operationId: 'disconnectionReconnect',
      summary: 'Record that a disconnected supply was restored',
      description: 'Employees with `portalDisconnections`. Disconnected orders only (status 1 otherwise). The day defaults to today and cannot be in the future.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DisconnectionId'],
        properties: {
          DisconnectionId: integer('The order.'),
          ReconnectedOn: { type: 'string', format: 'date', description: 'Day the supply was restored (default today).' },
        },
      },
      response: responses(itemAnswer),
    },
    onRequest,
    handler: async (request) => {
      const order = store.disconnections.find(request.body.DisconnectionId);
      if (order === undefined) return fail(STATUS_FAILED, disconnectionText(request, 'notFound'));
      if (order.status !== 'disconnected') return fail(STATUS_FAILED, disconnectionText(request, 'notDisconnected'));
      const day = request.body.ReconnectedOn ?? today(store);
      if (day > today(store)) return fail(STATUS_FAILED, disconnectionText(request, 'futureDate'));
      store.disconnections.reconnect(order.disconnectionId, day);
      return ok({ item: store.disconnections.find(order.disconnectionId) });
    },
  });
}
