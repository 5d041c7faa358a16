import type { JSONSchema } from '../../http/jsonSchema.ts';
import { integer, nullableInteger, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { unitSchema } from '../readings/readingSchemas.ts';

const ALERT_KINDS = ['leak', 'highUsage', 'implausibleReading'] as const;
const ALERT_STATUSES = ['open', 'dismissed', 'visitRequested'] as const;

export const alertStatusSchema: JSONSchema = {
  type: 'string',
  enum: [...ALERT_STATUSES],
  description: 'open; dismissed by the customer; visitRequested: the customer asked for a visit (portalApplicationId).',
};

export const consumptionAlertSchema: JSONSchema = sharedSchema('ConsumptionAlert', {
  type: 'object',
  description: 'A leak or high-usage alert with the evidence its chart shows (README "Consumption alerts").',
  required: ['alertId', 'accountId', 'meterId', 'meterRef', 'kind', 'periodFrom', 'periodTo', 'status', 'evidence', 'portalApplicationId', 'applicationType', 'detectedAt', 'updatedAt'],
  properties: {
    alertId: integer('Alert id (the Value of /ConsumptionAlert/GetItem, Dismiss and RequestVisit).'),
    accountId: integer('Account of the meter.'),
    meterId: integer('Meter the evidence comes from.'),
    meterRef: string('Meter reference.'),
    kind: {
      type: 'string',
      enum: [...ALERT_KINDS],
      description: 'leak: half-hour flow never dropped near zero at night (01:00–05:00) for nights in a row; highUsage: the last 30 days above twice the same dates of earlier years; implausibleReading: a reading\'s daily use above five times the 95th percentile of the meter\'s earlier readings.',
    },
    periodFrom: string('First day (YYYY-MM-DD) of the detected period.'),
    periodTo: string('Last day of the detected period.'),
    status: alertStatusSchema,
    evidence: {
      type: 'object',
      required: ['unit', 'points', 'threshold'],
      properties: {
        unit: unitSchema,
        threshold: { type: 'number', description: 'The line the alert crossed, in the points\' measure.' },
        points: {
          type: 'array',
          description: 'leak: the smallest night half hour per day; highUsage: the period\'s total per year (labels are years, the last is the current); implausibleReading: daily use per reading (labels are reading days, the last is the suspect).',
          items: {
            type: 'object',
            required: ['label', 'value'],
            properties: { label: string('Day (YYYY-MM-DD) or year.'), value: { type: 'number', description: 'Quantity in the unit.' } },
          },
        },
      },
    },
    portalApplicationId: nullableInteger('The application opened by RequestVisit.'),
    applicationType: nullableInteger('Its application type.'),
    detectedAt: string('When the alert was first detected (ISO).'),
    updatedAt: string('When its evidence or status last changed (ISO).'),
  },
});
