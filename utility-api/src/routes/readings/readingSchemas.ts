import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';

export const unitSchema: JSONSchema = {
  type: 'string',
  enum: ['m3', 'kWh'],
  description: 'Unit of the meter\'s dials: m3 (cubic metres, water meters) or kWh (electricity meters).',
};

export const meterItemSchema: JSONSchema = {
  type: 'object',
  description: 'A meter of an account (`002 §3` meter device labels).',
  required: ['meterId', 'accountId', 'meterRef', 'serialNo', 'make', 'size', 'dials', 'unit'],
  properties: {
    meterId: integer('Meter id (the key of /Meter/GetItem and /MeterReading/GetItems).'),
    accountId: integer('Account the meter supplies.'),
    meterRef: string('Meter reference, as printed on bills and used in half-hour sheets.'),
    serialNo: string('Serial number on the meter.'),
    make: string('Manufacturer.'),
    size: string('Nominal size, e.g. "20 mm".'),
    dials: integer('Number of dials: the reading clocks over to 0 after 10^dials − 1.'),
    unit: unitSchema,
  },
};

export const readingItemSchema: JSONSchema = sharedSchema('MeterReading', {
  type: 'object',
  description: 'A meter reading (`002 §3` Meter reading labels).',
  required: ['readingId', 'meterId', 'readAt', 'reason', 'reading', 'previousReading', 'consumption', 'clockedOver', 'comment', 'hasPhoto'],
  properties: {
    readingId: integer('Reading id.'),
    meterId: integer('Meter read.'),
    readAt: string('Date and time of the reading, ISO 8601 UTC.'),
    reason: { type: 'string', enum: ['regular', 'customer', 'estimated', 'final'], description: 'Why the reading was taken.' },
    reading: integer('Value on the dials.'),
    previousReading: nullableInteger('The reading before this one; null for the first reading of a meter.'),
    consumption: integer('Units used since the previous reading (across the rollover when clocked over).'),
    clockedOver: boolean('The dials passed their maximum and restarted at 0 since the previous reading.'),
    comment: nullableString('Comment of whoever read the meter.'),
    hasPhoto: boolean('A photo of the dials was sent with the reading.'),
  },
});

/** A meter's newest reading, as the meter calls answer it; null before the first. */
export const latestReadingSchema: JSONSchema = { anyOf: [readingItemSchema, { type: 'null' }], description: 'The newest reading; null before the first.' };

export const halfHourItemSchema: JSONSchema = sharedSchema('HalfHourConsumption', {
  type: 'object',
  description: 'An imported half-hour estimate.',
  required: ['id', 'meterId', 'meterRef', 'day', 'period', 'quantity', 'unit', 'importedAt'],
  properties: {
    id: integer('Record id (the key of /HalfHourConsumption/GetItem).'),
    meterId: integer('Meter.'),
    meterRef: string('Meter reference.'),
    day: string('Date, YYYY-MM-DD.'),
    period: integer('Half-hour period 1-48 (1 = 00:00-00:30).'),
    quantity: { type: 'number', description: 'Estimated consumption in `unit`.' },
    unit: unitSchema,
    importedAt: string('When the record was imported, ISO 8601 UTC.'),
  },
});
