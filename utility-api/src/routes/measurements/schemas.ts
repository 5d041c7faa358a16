import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, nullableInteger, nullableString, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { elementSchema } from '../fieldBase/index.ts';
import { ACCEPTABILITY, APPEARANCES, LOG_PARAMETERS, LOG_UNITS, ODOURS, OVERALL_RESULTS, SAMPLE_STATUSES } from '../../store/measurements.ts';

export const entrySchema: JSONSchema = sharedSchema('LogEntry', {
  type: 'object',
  description: 'A logged value.',
  required: ['entryId', 'logPointId', 'value', 'takenAt', 'takenById', 'takenByName', 'comment', 'outOfRange', 'confirmed'],
  properties: {
    entryId: integer('Entry id.'),
    logPointId: integer('Its log point.'),
    value: { type: 'number', description: 'The value, in the point\'s unit, rounded to its decimals.' },
    takenAt: string('When it was taken, ISO 8601 UTC.'),
    takenById: nullableInteger('Employee (user id) who logged it.'),
    takenByName: nullableString('Name of that employee.'),
    comment: nullableString('Comment.'),
    outOfRange: boolean('The value lies outside the point\'s minimum and maximum.'),
    confirmed: boolean('The logger confirmed the out-of-range value (002 §5).'),
  },
});

export const pointSchema: JSONSchema = {
  type: 'object',
  description: 'What is logged at an element: a parameter in its unit, with its expected range.',
  required: ['logPointId', 'elementId', 'parameter', 'unit', 'minimum', 'maximum', 'decimals', 'latestEntry'],
  properties: {
    logPointId: integer('Log point id.'),
    elementId: integer('The element (/Element/GetItems).'),
    parameter: { type: 'string', enum: [...LOG_PARAMETERS], description: 'What is measured.' },
    unit: { type: 'string', enum: [...LOG_UNITS], description: 'Unit of the values.' },
    minimum: { type: 'number', description: 'Lowest expected value.' },
    maximum: { type: 'number', description: 'Highest expected value.' },
    decimals: integer('Decimals values are entered and kept with.'),
    latestEntry: { anyOf: [entrySchema, { type: 'null' }], description: 'The newest entry; null before the first.' },
  },
};

export const samplingPointSchema: JSONSchema = {
  type: 'object',
  required: ['samplingPointId', 'elementId', 'name'],
  properties: {
    samplingPointId: integer('Sampling point id.'),
    elementId: integer('The element it is at.'),
    name: string('Name, e.g. "Outlet tap".'),
    element: elementSchema,
  },
};

export const nullableEnum = (values: readonly string[], description: string): JSONSchema => ({ type: ['string', 'null'], enum: [...values, null], description });

export const sampleSchema: JSONSchema = sharedSchema('Sample', {
  type: 'object',
  description: 'A water sample with its qualitative results (002 §3 samples).',
  required: [
    'sampleId', 'sampleNumber', 'samplingPointId', 'samplingPointName', 'elementId', 'takenAt', 'takenById', 'takenByName', 'appearance',
    'odour', 'taste', 'colour', 'overallResult', 'labReference', 'remarks', 'status', 'updatedAt',
  ],
  properties: {
    sampleId: integer('Sample id.'),
    sampleNumber: string('Sample number, S-YYYY-NNNNN.'),
    samplingPointId: integer('Where it was drawn.'),
    samplingPointName: string('Name of the sampling point.'),
    elementId: integer('The element of the sampling point.'),
    takenAt: string('When it was drawn, ISO 8601 UTC.'),
    takenById: nullableInteger('Employee (user id) who drew it.'),
    takenByName: nullableString('Name of that employee.'),
    appearance: nullableEnum(APPEARANCES, 'clear or turbid; null until entered.'),
    odour: nullableEnum(ODOURS, 'none, chlorine or other; null until entered.'),
    taste: nullableEnum(ACCEPTABILITY, 'acceptable or notAcceptable; null until entered.'),
    colour: nullableEnum(ACCEPTABILITY, 'acceptable or notAcceptable; null until entered.'),
    overallResult: nullableEnum(OVERALL_RESULTS, 'pass or fail; null until entered.'),
    labReference: nullableString('Reference of the laboratory.'),
    remarks: nullableString('Remarks.'),
    status: { type: 'string', enum: [...SAMPLE_STATUSES], description: 'collected, sentToLab or resultsEntered.' },
    updatedAt: string('Last change, ISO 8601 UTC.'),
  },
});

export const from = { type: 'string', format: 'date-time', description: 'Only from this time on (inclusive).' } as const;
export const to = { type: 'string', format: 'date-time', description: 'Only up to this time (inclusive).' } as const;
export const parameter = { type: 'string', enum: [...LOG_PARAMETERS], description: 'Only this parameter.' } as const;
