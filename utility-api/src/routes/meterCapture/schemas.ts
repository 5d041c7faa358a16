import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { CAPTURE_ACCESS, CAPTURE_REASONS } from '../../store/meterCapture.ts';
import { unitSchema } from '../readings/readingSchemas.ts';

const counts = {
  total: integer('Meters on it.'),
  outstanding: integer('Meters not captured yet (filter 2).'),
  completed: integer('Meters captured and still editable (filter 3).'),
  nonEditable: integer('Meters whose reading was already exported (filter 4).'),
};
const COUNT_NAMES = Object.keys(counts);

export const accessSchema: JSONSchema = {
  type: 'string',
  enum: [...CAPTURE_ACCESS],
  description: 'Whether the reader got to the meter: accessible, noAccess, dog, locked, obstructed (blocked by objects), unsafe.',
};

export const reasonSchema: JSONSchema = {
  type: 'string',
  enum: [...CAPTURE_REASONS],
  description: 'Why the meter was read: regular (the cycle\'s reading), reread (a second visit to confirm a doubtful reading), final.',
};

export const cycleSchema: JSONSchema = {
  type: ['object', 'null'],
  description: 'The open reading cycle; null when none is open.',
  required: ['cycleId', 'name', 'openedOn'],
  properties: { cycleId: integer('Cycle id.'), name: string('Cycle name, e.g. "2026-11".'), openedOn: string('Day the cycle opened (YYYY-MM-DD).') },
};

export const walkSchema: JSONSchema = sharedSchema('Walk', {
  type: 'object',
  description: 'A walk (route sheet) of a book in the open cycle, with its counts.',
  required: ['book', 'walk', 'assignedToId', 'assignedToName', ...COUNT_NAMES],
  properties: {
    book: string('Book, e.g. "B105".'),
    walk: integer('Walk number within the book.'),
    assignedToId: nullableInteger('Employee (user id) the walk is assigned to; null when nobody.'),
    assignedToName: nullableString('Name of that employee.'),
    ...counts,
  },
});

export const bookSchema: JSONSchema = {
  type: 'object',
  description: 'A book of the open cycle: its walks (by walk number) and their counts added up.',
  required: ['book', 'walks', ...COUNT_NAMES],
  properties: { book: string('Book.'), walks: { type: 'array', items: walkSchema }, ...counts },
};

export const entrySchema: JSONSchema = sharedSchema('WalkMeter', {
  type: 'object',
  description: 'One meter of a walk (002 §3 Meter reading labels).',
  required: [
    'entryId', 'meterId', 'book', 'walk', 'sequence', 'meterRef', 'serialNo', 'dials', 'unit', 'address', 'connectionNumber',
    'latitude', 'longitude', 'previousReading', 'previousReadAt', 'reading', 'readAt', 'reason', 'comment', 'clockedOver',
    'consumption', 'access', 'hasPhoto', 'status', 'editable', 'assignedToId',
  ],
  properties: {
    entryId: integer('Entry id (the key of /MeterCapture/GetItems).'),
    meterId: integer('Meter id (the key of /MeterCapture/Save and /Meter/GetItem).'),
    book: string('Book.'),
    walk: integer('Walk.'),
    sequence: integer('Order of the meter on the walk.'),
    meterRef: string('Meter reference.'),
    serialNo: string('Serial number on the meter.'),
    dials: integer('Number of dials: readings go from 0 to 10^dials − 1.'),
    unit: unitSchema,
    address: string('Address of the property: street, postcode and town.'),
    connectionNumber: string('Service connection number.'),
    latitude: { type: 'number', description: 'GPS latitude of the connection.' },
    longitude: { type: 'number', description: 'GPS longitude of the connection.' },
    previousReading: nullableInteger('The meter\'s latest reading when the cycle opened; null for a new meter.'),
    previousReadAt: nullableString('When that reading was taken, ISO 8601 UTC.'),
    reading: nullableInteger('Captured reading; null while outstanding, or when the meter could not be read.'),
    readAt: nullableString('Date and time of the capture, ISO 8601 UTC; null while outstanding.'),
    reason: { ...reasonSchema, type: ['string', 'null'], enum: [...CAPTURE_REASONS, null] },
    comment: nullableString('Reader\'s comment.'),
    clockedOver: boolean('The dials passed their maximum since the previous reading.'),
    consumption: nullableInteger('Units used since the previous reading (across the rollover when clocked over).'),
    access: { ...accessSchema, type: ['string', 'null'], enum: [...CAPTURE_ACCESS, null] },
    hasPhoto: boolean('A photo of the dials was uploaded.'),
    status: { type: 'string', enum: ['outstanding', 'completed', 'nonEditable'], description: 'Where the entry stands (002 §4 filter).' },
    editable: boolean('False once exported: Save and UploadPhoto refuse it (status 161).'),
    assignedToId: nullableInteger('Employee the walk is assigned to.'),
  },
});
