import type { JSONSchema } from '../../http/jsonSchema.ts';
import { integer, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { REQUISITION_STATUSES, SCHEDULE_KINDS } from '../../store/workforce.ts';

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

export const requisitionSchema: JSONSchema = sharedSchema('StoreRequisition', {
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
});

export const scheduleSchema: JSONSchema = sharedSchema('Schedule', {
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
});

export const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const TIME = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$' } as const;

export const requisitionBody: Record<string, JSONSchema> = {
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
