import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { ALLOCATION_KINDS, type AllocationKind } from '../../store/jobCardsAllocations.ts';
import type { Store } from '../../store/store.ts';
import { FLAG, MAX_IDS, badLookup, isRefusal, nowOf, refuse, workedCard } from './guards.ts';
import { allocationsSchema, jobCardItemSchema } from './schemas.ts';

const TAGS = ['Maintenance'];
/** 002 §9: number fields 0 to 999,999,999. */
const MAX_NUMBER = 999_999_999;
const changedAnswer = sharedSchema('EnvelopeJobCardAllocations', envelopeWith({ item: jobCardItemSchema, allocations: allocationsSchema }, 'The job card (its actual hours follow the manpower) and its allocations.'));
const quantity = (description: string, minimum = 0) => ({ type: 'number', minimum, maximum: MAX_NUMBER, description });

/** Manpower, support service and store allocations of job cards (README "Maintenance"; 002 §3). */
export function allocationRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const answer = (request: FastifyRequest, jobCardId: number) => {
    const language = requestLanguage(request);
    return ok({ item: store.jobCards.find(jobCardId, language), allocations: store.jobCardAllocations.byCards([jobCardId], language)[0] });
  };

  app.post<{ Body: { Ids: number[] } }>('/JobCard/GetAllocations', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardGetAllocations',
      summary: 'Allocations of job cards',
      description: 'Employees with `portalOm`. For each card id asked (up to 100), in that order: its manpower, support services and stores.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Card ids.' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: allocationsSchema } }, 'Allocations per card.')),
    },
    onRequest,
    handler: async (request) => ok({ items: store.jobCardAllocations.byCards(request.body.Ids, requestLanguage(request)) }),
  });

  app.post<{ Body: { JobCardId: number; EmployeeId: number; WorkDate: string; Hours: number; OvertimeHours?: number } }>('/JobCard/AddManpower', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardAddManpower',
      summary: 'Allocate an employee\'s hours to a job card',
      description: 'Employees with `portalOm`. The employee must have `portalOm` (198). Closed cards are read-only (190).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['JobCardId', 'EmployeeId', 'WorkDate', 'Hours'],
        properties: {
          JobCardId: integer('The card.'),
          EmployeeId: integer('The employee (/Employee/GetItems with Flag portalOm).'),
          WorkDate: { type: 'string', format: 'date', description: 'Day worked.' },
          Hours: { type: 'number', exclusiveMinimum: 0, maximum: 24, description: 'Normal hours.' },
          OvertimeHours: { type: 'number', minimum: 0, maximum: 24, default: 0, description: 'Overtime hours.' },
        },
      },
      response: responses(changedAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const card = workedCard(request, store, body.JobCardId);
      if (isRefusal(card)) return card;
      if (!store.workQueue.isQueueEmployee(body.EmployeeId, 2)) return refuse(request, 'employeeNotAllowed');
      store.jobCardAllocations.addManpower(card.jobCardId, { employeeId: body.EmployeeId, workDate: body.WorkDate, hours: body.Hours, overtimeHours: body.OvertimeHours ?? 0 });
      return answer(request, card.jobCardId);
    },
  });

  app.post<{ Body: { JobCardId: number; ServiceId: number; Supplier: string; Quantity: number; Hours?: number; Cost?: number } }>('/JobCard/AddSupportService', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardAddSupportService',
      summary: 'Allocate a support service to a job card',
      description: 'Employees with `portalOm`. `ServiceId` from the `supportService` lookup (status 1 otherwise). Closed cards are read-only (190).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['JobCardId', 'ServiceId', 'Supplier', 'Quantity'],
        properties: {
          JobCardId: integer('The card.'),
          ServiceId: integer('Service (lookup `supportService`).'),
          Supplier: { type: 'string', minLength: 1, maxLength: 200, description: 'Supplier.' },
          Quantity: { type: 'number', exclusiveMinimum: 0, maximum: MAX_NUMBER, description: 'Quantity.' },
          Hours: quantity('Hours.'),
          Cost: quantity('Cost, two decimals.'),
        },
      },
      response: responses(changedAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const card = workedCard(request, store, body.JobCardId);
      if (isRefusal(card)) return card;
      const lookup = badLookup(request, store, [['supportService', body.ServiceId]]);
      if (lookup) return lookup;
      const supplier = body.Supplier.trim();
      if (supplier === '') return refuse(request, 'lookupNotFound');
      store.jobCardAllocations.addSupport(card.jobCardId, {
        serviceId: body.ServiceId,
        supplier,
        quantity: body.Quantity,
        hours: body.Hours ?? 0,
        costCents: Math.round((body.Cost ?? 0) * 100),
      });
      return answer(request, card.jobCardId);
    },
  });

  app.post<{ Body: { JobCardId: number; StockItemId: number; WarehouseId?: number | null; Quantity: number } }>('/JobCard/AddStoreItem', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardAddStoreItem',
      summary: 'Issue a material from a warehouse to a job card',
      description:
        'Employees with `portalOm`. The warehouse defaults to the viewer\'s profile warehouse. The quantity is taken from ' +
        '`warehouse_stock` and cannot exceed what is on hand (194, the text names it); a material the warehouse does not stock is ' +
        'status 1. Closed cards are read-only (190).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['JobCardId', 'StockItemId', 'Quantity'],
        properties: {
          JobCardId: integer('The card.'),
          StockItemId: integer('The material (/StockItem/GetList).'),
          WarehouseId: { type: ['integer', 'null'], description: 'Warehouse to issue from (default: the viewer\'s).' },
          Quantity: { type: 'number', exclusiveMinimum: 0, maximum: MAX_NUMBER, description: 'Quantity in the material\'s unit.' },
        },
      },
      response: responses(changedAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const card = workedCard(request, store, body.JobCardId);
      if (isRefusal(card)) return card;
      const warehouseId = body.WarehouseId ?? signedInUser(request).warehouse_id;
      const [item] = warehouseId === null ? [] : store.fieldBase.stockItemsByIds([body.StockItemId], warehouseId);
      if (warehouseId === null || item === undefined || item.quantityOnHand === null) return refuse(request, 'stockItemNotFound');
      const issued = store.jobCardAllocations.addStores(card.jobCardId, { stockItemId: body.StockItemId, warehouseId, quantity: body.Quantity }, nowOf(store));
      if (issued === null) return refuse(request, 'insufficientStock', { onHand: `${item.quantityOnHand} ${item.unit}` });
      return answer(request, card.jobCardId);
    },
  });

  app.post<{ Body: { JobCardId: number; Kind: AllocationKind; AllocationId: number } }>('/JobCard/RemoveAllocation', {
    schema: {
      tags: TAGS,
      operationId: 'jobCardRemoveAllocation',
      summary: 'Remove an allocation from a job card',
      description: 'Employees with `portalOm`. A store allocation returns its quantity to its warehouse. Status 1 for an allocation not of this card; closed cards are read-only (190).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['JobCardId', 'Kind', 'AllocationId'],
        properties: {
          JobCardId: integer('The card.'),
          Kind: { type: 'string', enum: [...ALLOCATION_KINDS], description: 'manpower, support or stores.' },
          AllocationId: integer('The allocation.'),
        },
      },
      response: responses(changedAnswer),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const card = workedCard(request, store, body.JobCardId);
      if (isRefusal(card)) return card;
      if (!store.jobCardAllocations.remove(card.jobCardId, body.Kind, body.AllocationId)) return refuse(request, 'notFound');
      return answer(request, card.jobCardId);
    },
  });
}
