import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, boolean, envelopeWith, integer, nullableInteger, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { sortOf, sortProperties, type SortBody } from '../../http/sorting.ts';
import type { Store } from '../../store/store.ts';
import { REQUISITION_ACTIONS, REQUISITION_SORTS, REQUISITION_STATUSES, type RequisitionSort, TRANSITIONS, type RequisitionAction, type RequisitionStatus, type RequisitionValues } from '../../store/workforce.ts';
import { idList } from '../enquiry/schemas.ts';
import { STATUS_INSUFFICIENT_STOCK, STATUS_NO_LINES, STATUS_NOT_EDITABLE, STATUS_TRANSITION_NOT_ALLOWED, STATUS_WAREHOUSE_INVALID, trimmed } from './guards.ts';
import { requisitionBody, requisitionSchema } from './schemas.ts';
import { workforceText } from './texts.ts';

interface ListBody extends PagingBody, SortBody<RequisitionSort> {
  Status?: RequisitionStatus;
  WarehouseId?: number;
  Mine?: boolean;
}
interface SaveRequisitionBody {
  RequisitionId?: number | null;
  WarehouseId: number;
  JobCardNumber?: string | null;
  Note?: string | null;
  Lines: Array<{ StockItemId: number; Quantity: number }>;
}

const ACTION_STATUS: Record<RequisitionAction, string> = { submit: 'submitted', approve: 'approved', issue: 'issued', reject: 'rejected', cancel: 'cancelled' };

/** Store requisitions: list, read, save drafts and move them through their statuses. */
export function requisitionRoutes(app: FastifyInstance, store: Store): void {
  const om = requireEmployee('portalOm');


  const checkRequisition = (request: FastifyRequest, body: SaveRequisitionBody): RequisitionValues | ReturnType<typeof fail> => {
    const language = requestLanguage(request);
    if (store.fieldBase.warehouse(body.WarehouseId)?.kind !== 'stores') return fail(STATUS_WAREHOUSE_INVALID, workforceText(language, 'warehouseInvalid'));
    const ids = [...new Set(body.Lines.map((line) => line.StockItemId))];
    if (store.fieldBase.stockItemsByIds(ids).length !== ids.length) return fail(STATUS_FAILED, workforceText(language, 'stockItemUnknown'));
    return {
      warehouseId: body.WarehouseId,
      jobCardNumber: trimmed(body.JobCardNumber),
      note: trimmed(body.Note),
      lines: body.Lines.map((line) => ({ stockItemId: line.StockItemId, quantity: line.Quantity })),
    };
  };

  app.post<{ Body: ListBody | undefined }>('/StoreRequisition/GetList', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'storeRequisitionGetList',
      summary: 'Store requisitions, newest first',
      description: 'Employees with portalOm. Requisitions filtered by status, warehouse and (with `Mine`) those the viewer raised.',
      security: SESSION_SECURITY,
      body: {
        type: ['object', 'null'],
        properties: {
          Options: optionsSchema,
          Status: { type: 'string', enum: [...REQUISITION_STATUSES], description: 'Only this status.' },
          WarehouseId: integer('Only this warehouse.'),
          Mine: boolean('Only those the viewer raised.'),
          ...sortProperties(REQUISITION_SORTS, 'newest first'),
        },
      },
      response: responses(envelopeWith({ total: integer('Matching requisitions.'), items: { type: 'array', items: requisitionSchema } }, 'One page.')),
    },
    onRequest: om,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      const filter = { status: body.Status, warehouseId: body.WarehouseId, requestedBy: body.Mine ? signedInUser(request).id : undefined, ...sortOf(body) };
      return ok(store.workforce.requisitions(filter, limit, offset));
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/StoreRequisition/GetItems', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'storeRequisitionGetItems',
      summary: 'Store requisitions by id',
      description: 'Employees with portalOm. The requisitions among `Ids`, in the order asked, with their lines; unknown ids are left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: idList('Requisition ids.') } },
      response: responses(envelopeWith({ items: { type: 'array', items: requisitionSchema } }, 'The requisitions.')),
    },
    onRequest: om,
    handler: async (request) => ok({ items: store.workforce.requisitionsByIds(request.body.Ids) }),
  });

  app.post<{ Body: SaveRequisitionBody }>('/StoreRequisition/Save', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'storeRequisitionSave',
      summary: 'Create a requisition or change a draft',
      description:
        'Employees with portalOm. Without `RequisitionId` a new draft raised by the viewer; with it, that draft\'s warehouse, job card ' +
        'number, note and lines replaced (repeated materials add up). 210: not a draft; 214: not a stores warehouse; 1: unknown ' +
        'requisition or material.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['WarehouseId', 'Lines'],
        properties: { RequisitionId: nullableInteger('The draft to change; none for a new requisition.'), ...requisitionBody },
      },
      response: responses(envelopeWith({ item: requisitionSchema }, 'The saved requisition.')),
    },
    onRequest: om,
    handler: async (request) => {
      const language = requestLanguage(request);
      const values = checkRequisition(request, request.body);
      if ('status' in values) return values;
      const now = store.clock().toISOString();
      const id = request.body.RequisitionId ?? null;
      if (id === null) return ok({ item: store.workforce.createRequisition(values, signedInUser(request).id, now) });
      const [current] = store.workforce.requisitionsByIds([id]);
      if (!current) return fail(STATUS_FAILED, workforceText(language, 'requisitionNotFound'));
      if (current.status !== 'draft') return fail(STATUS_NOT_EDITABLE, workforceText(language, 'notEditable'));
      const item = store.workforce.updateRequisition(id, values, now);
      return item ? ok({ item }) : fail(STATUS_FAILED, workforceText(language, 'requisitionNotFound'));
    },
  });

  app.post<{ Body: { RequisitionId: number; Action: RequisitionAction } }>('/StoreRequisition/SetStatus', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'storeRequisitionSetStatus',
      summary: 'Submit, approve, issue, reject or cancel a requisition',
      description:
        'Employees with portalOm. `Action`: submit (draft, with at least one line), approve (submitted), issue (approved: takes ' +
        'every line\'s quantity out of the warehouse\'s stock, all or nothing), reject (submitted or approved), cancel (draft, ' +
        'submitted or approved). 211: not allowed from the current status; 212: not enough on hand (`text` names the material); ' +
        '213: no lines; 1: unknown requisition.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['RequisitionId', 'Action'],
        properties: { RequisitionId: integer('The requisition.'), Action: { type: 'string', enum: [...REQUISITION_ACTIONS], description: 'What to do.' } },
      },
      response: responses(envelopeWith({ item: requisitionSchema }, 'The requisition in its new status.')),
    },
    onRequest: om,
    handler: async (request) => {
      const language = requestLanguage(request);
      const { RequisitionId, Action } = request.body;
      const [current] = store.workforce.requisitionsByIds([RequisitionId]);
      if (!current) return fail(STATUS_FAILED, workforceText(language, 'requisitionNotFound'));
      const transition = TRANSITIONS[Action];
      if (!transition.from.includes(current.status)) {
        return fail(STATUS_TRANSITION_NOT_ALLOWED, workforceText(language, 'transitionNotAllowed', { status: current.status, action: ACTION_STATUS[Action] }));
      }
      if (Action === 'submit' && current.lines.length === 0) return fail(STATUS_NO_LINES, workforceText(language, 'noLines'));
      const result = store.workforce.setRequisitionStatus(RequisitionId, transition.to, store.clock().toISOString());
      if ('short' in result) return fail(STATUS_INSUFFICIENT_STOCK, workforceText(language, 'insufficientStock', { ...result.short }));
      return ok(result);
    },
  });
}
