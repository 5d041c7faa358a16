import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, boolean, envelopeWith, integer, nullableInteger, nullableString, responses, string } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import {
  REQUISITION_ACTIONS,
  REQUISITION_STATUSES,
  SCHEDULE_KINDS,
  TRANSITIONS,
  type RequisitionAction,
  type RequisitionStatus,
  type RequisitionValues,
  type ScheduleValues,
} from '../../store/workforce.ts';
import { idList } from '../enquiry/schemas.ts';
import { workforceText } from './texts.ts';

/** Error numbers of these calls (README "Store requisitions, schedules and preferences"). */
export const STATUS_NOT_EDITABLE = 210;
export const STATUS_TRANSITION_NOT_ALLOWED = 211;
export const STATUS_INSUFFICIENT_STOCK = 212;
export const STATUS_NO_LINES = 213;
export const STATUS_WAREHOUSE_INVALID = 214;
export const STATUS_SCHEDULE_OVERLAP = 215;
export const STATUS_SCHEDULE_TIMES = 216;

const lineSchema: JSONSchema = {
  type: 'object',
  required: ['lineId', 'stockItemId', 'code', 'name', 'unit', 'quantity', 'quantityOnHand'],
  properties: {
    lineId: integer('Line id.'),
    stockItemId: integer('The material (/StockItem/GetList).'),
    code: string('Material code.'),
    name: string('Material name.'),
    unit: string('Unit of the quantity.'),
    quantity: { type: 'number', description: 'Quantity asked for.' },
    quantityOnHand: { type: 'number', description: 'What the requisition\'s warehouse holds of it now.' },
  },
};

const requisitionSchema: JSONSchema = {
  type: 'object',
  description: 'A store requisition (002 §3) with its lines.',
  required: [
    'requisitionId', 'number', 'warehouseId', 'warehouseName', 'requestedById', 'requestedByName', 'jobCardNumber', 'note', 'status',
    'createdAt', 'updatedAt', 'lineCount', 'lines',
  ],
  properties: {
    requisitionId: integer('Requisition id.'),
    number: string('Number people quote, SR-NNNNNN.'),
    warehouseId: integer('The stores warehouse it draws on.'),
    warehouseName: string('Name of that warehouse.'),
    requestedById: integer('Employee (user id) who raised it.'),
    requestedByName: string('Name of that employee.'),
    jobCardNumber: nullableString('Job card the materials are for.'),
    note: nullableString('Note.'),
    status: { type: 'string', enum: [...REQUISITION_STATUSES], description: 'draft, submitted, approved, issued, rejected or cancelled.' },
    createdAt: string('Raised at, ISO 8601 UTC.'),
    updatedAt: string('Last change, ISO 8601 UTC.'),
    lineCount: integer('Number of lines.'),
    lines: { type: 'array', items: lineSchema },
  },
};

const scheduleSchema: JSONSchema = {
  type: 'object',
  description: 'An employee schedule entry (002 §3).',
  required: ['entryId', 'employeeId', 'employeeName', 'day', 'from', 'to', 'kind', 'note'],
  properties: {
    entryId: integer('Entry id.'),
    employeeId: integer('Employee (user id).'),
    employeeName: string('Name of the employee.'),
    day: string('Day, YYYY-MM-DD.'),
    from: string('Start, HH:MM.'),
    to: string('End, HH:MM (after the start, same day).'),
    kind: { type: 'string', enum: [...SCHEDULE_KINDS], description: 'shift, onCall, leave or training.' },
    note: nullableString('Note.'),
  },
};

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const TIME = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$' } as const;

const requisitionBody: Record<string, JSONSchema> = {
  WarehouseId: integer('The stores warehouse to draw on.'),
  JobCardNumber: { type: ['string', 'null'], maxLength: 30, description: 'Job card the materials are for.' },
  Note: { type: ['string', 'null'], maxLength: 500, description: 'Note.' },
  Lines: {
    type: 'array',
    maxItems: 50,
    items: {
      type: 'object',
      required: ['StockItemId', 'Quantity'],
      properties: { StockItemId: integer('Material.'), Quantity: { type: 'number', exclusiveMinimum: 0, maximum: 999_999, description: 'Quantity in its unit.' } },
    },
  },
};

interface ListBody extends PagingBody {
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
interface SaveScheduleBody {
  EntryId?: number | null;
  EmployeeId: number;
  Day: string;
  From: string;
  To: string;
  Kind: ScheduleValues['kind'];
  Note?: string | null;
}

const trimmed = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const ACTION_STATUS: Record<RequisitionAction, string> = { submit: 'submitted', approve: 'approved', issue: 'issued', reject: 'rejected', cancel: 'cancelled' };

/** Store requisitions, employee schedules and preferences (README "Store requisitions, schedules and preferences"). */
export function workforceRoutes(app: FastifyInstance, store: Store): void {
  const om = requireEmployee('portalOm');
  const anyEmployee = requireEmployee();

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
        },
      },
      response: responses(envelopeWith({ total: integer('Matching requisitions.'), items: { type: 'array', items: requisitionSchema } }, 'One page.')),
    },
    onRequest: om,
    handler: async (request) => {
      const body = request.body ?? {};
      const { limit, offset } = pageWindow(body);
      const filter = { status: body.Status, warehouseId: body.WarehouseId, requestedBy: body.Mine ? signedInUser(request).id : undefined };
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

  app.post<{ Body: { From: string; To: string; EmployeeIds?: number[] } }>('/Schedule/GetList', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'scheduleGetList',
      summary: 'Schedule entries of some days, and the employees',
      description:
        'Employees with portalOm. The entries from day `From` to day `To` (at most 31 days), by day, employee name and start; ' +
        '`employees`: every active employee by name (the rows of a week view).',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['From', 'To'],
        properties: { From: { ...DAY, description: 'First day, YYYY-MM-DD.' }, To: { ...DAY, description: 'Last day, YYYY-MM-DD.' }, EmployeeIds: idList('Only these employees.') },
      },
      response: responses(
        envelopeWith(
          {
            items: { type: 'array', items: scheduleSchema },
            employees: {
              type: 'array',
              items: { type: 'object', required: ['employeeId', 'name'], properties: { employeeId: integer('User id.'), name: string('Name.') } },
            },
          },
          'The entries and the employees.',
        ),
      ),
    },
    onRequest: om,
    handler: async (request) => {
      const { From, To, EmployeeIds } = request.body;
      const last = To < From ? From : To > addDays(From, 30) ? addDays(From, 30) : To;
      return ok({ items: store.workforce.scheduleEntries({ from: From, to: last, employeeIds: EmployeeIds }), employees: store.workforce.employees() });
    },
  });

  app.post<{ Body: SaveScheduleBody }>('/Schedule/Save', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'scheduleSave',
      summary: 'Add or change a schedule entry',
      description:
        'Employees with portalOm. Without `EntryId` a new entry, with it that entry replaced. 215: the employee already has an entry ' +
        'that day whose times overlap (`text` names it); 216: `To` not after `From`; 1: unknown entry or employee.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['EmployeeId', 'Day', 'From', 'To', 'Kind'],
        properties: {
          EntryId: nullableInteger('The entry to change; none for a new one.'),
          EmployeeId: integer('Employee (user id).'),
          Day: { ...DAY, description: 'Day, YYYY-MM-DD.' },
          From: { ...TIME, description: 'Start, HH:MM.' },
          To: { ...TIME, description: 'End, HH:MM (24:00 for midnight).' },
          Kind: { type: 'string', enum: [...SCHEDULE_KINDS], description: 'shift, onCall, leave or training.' },
          Note: { type: ['string', 'null'], maxLength: 200, description: 'Note.' },
        },
      },
      response: responses(envelopeWith({ item: scheduleSchema }, 'The saved entry.')),
    },
    onRequest: om,
    handler: async (request) => {
      const language = requestLanguage(request);
      const body = request.body;
      if (!store.workforce.employees().some((employee) => employee.employeeId === body.EmployeeId)) {
        return fail(STATUS_FAILED, workforceText(language, 'employeeUnknown'));
      }
      if (body.To <= body.From) return fail(STATUS_SCHEDULE_TIMES, workforceText(language, 'scheduleTimes'));
      const values: ScheduleValues = { employeeId: body.EmployeeId, day: body.Day, from: body.From, to: body.To, kind: body.Kind, note: trimmed(body.Note) };
      const id = body.EntryId ?? null;
      const clash = store.workforce.overlapping(values, id);
      if (clash) return fail(STATUS_SCHEDULE_OVERLAP, workforceText(language, 'scheduleOverlap', { employee: clash.employeeName, from: clash.from, to: clash.to }));
      const item = store.workforce.saveScheduleEntry(id, values);
      return item ? ok({ item }) : fail(STATUS_FAILED, workforceText(language, 'scheduleNotFound'));
    },
  });

  app.post<{ Body: { EntryId: number } }>('/Schedule/Delete', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'scheduleDelete',
      summary: 'Delete a schedule entry',
      description: 'Employees with portalOm. Status 1 when there is no such entry.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['EntryId'], properties: { EntryId: integer('The entry.') } },
      response: responses(envelopeWith({}, 'Deleted.')),
    },
    onRequest: om,
    handler: async (request) =>
      store.workforce.deleteScheduleEntry(request.body.EntryId) ? ok() : fail(STATUS_FAILED, workforceText(requestLanguage(request), 'scheduleNotFound')),
  });

  app.post<{ Body: { WarehouseId: number | null; MeterWarehouseId: number | null; LinkToWarehouse?: boolean } }>('/account/SavePreferences', {
    schema: {
      tags: ['Store requisitions, schedules and preferences'],
      operationId: 'accountSavePreferences',
      summary: 'Save the employee\'s warehouse and meter warehouse',
      description:
        'Every employee (000 §3 profile, 002 §3 preference): the stores warehouse (`WarehouseId`, kind stores) and the meter ' +
        'warehouse (`MeterWarehouseId`, kind meters), null for none; `LinkToWarehouse` defaults to true when a warehouse is ' +
        'chosen. The profile (/account/GetProfileDetails) answers them back. 214: a warehouse of the wrong kind or unknown.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['WarehouseId', 'MeterWarehouseId'],
        properties: {
          WarehouseId: nullableInteger('Stores warehouse, or null.'),
          MeterWarehouseId: nullableInteger('Meter warehouse, or null.'),
          LinkToWarehouse: boolean('Link the employee to the warehouse.'),
        },
      },
      response: responses(
        envelopeWith(
          {
            warehouseId: nullableInteger('Saved stores warehouse.'),
            meterWarehouseId: nullableInteger('Saved meter warehouse.'),
            linkToWarehouse: boolean('Saved link.'),
          },
          'The saved preferences.',
        ),
      ),
    },
    onRequest: anyEmployee,
    handler: async (request) => {
      const language = requestLanguage(request);
      const { WarehouseId, MeterWarehouseId } = request.body;
      if (WarehouseId !== null && store.fieldBase.warehouse(WarehouseId)?.kind !== 'stores') {
        return fail(STATUS_WAREHOUSE_INVALID, workforceText(language, 'warehouseInvalid'));
      }
      if (MeterWarehouseId !== null && store.fieldBase.warehouse(MeterWarehouseId)?.kind !== 'meters') {
        return fail(STATUS_WAREHOUSE_INVALID, workforceText(language, 'meterWarehouseInvalid'));
      }
      const values = { warehouseId: WarehouseId, meterWarehouseId: MeterWarehouseId, linkToWarehouse: request.body.LinkToWarehouse ?? WarehouseId !== null };
      store.workforce.savePreferences(signedInUser(request).id, values);
      return ok(values);
    },
  });
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
