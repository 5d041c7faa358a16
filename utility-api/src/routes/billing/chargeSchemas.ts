import type { JSONSchema } from '../../http/jsonSchema.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';
import { dateSchema } from './billingSchemas.ts';
import { integer, number, string } from './schemaParts.ts';
import { TARIFF } from './billRules.ts';

const cents = (description: string): JSONSchema => ({ type: 'number', description: `${description} In cents; may hold fractions of a cent.` });

const tariffSchema: JSONSchema = sharedSchema('Tariff', {
  type: 'object',
  description: 'A tariff of the utility: it prices the periods starting on or after `validFrom` until the next tariff.',
  required: ['tariffId', 'code', 'validFrom', 'fixedCents', 'dailyCents', 'unitCents', 'vatPercent'],
  properties: {
    tariffId: integer('Tariff id.'),
    code: string('Tariff plan code.'),
    validFrom: dateSchema('First day of the periods it prices.'),
    fixedCents: cents('Standing charge per bill.'),
    dailyCents: cents('Charge per day of the period.'),
    unitCents: cents(`Price per unit consumed (${TARIFF.unit}).`),
    vatPercent: { type: 'number', description: 'VAT on the charges, in percent.' },
  },
});

export const billChargesSchema: JSONSchema = {
  type: 'object',
  description: 'How a bill was charged: its days, consumption and tariff, and the lines they make.',
  required: ['billId', 'periodFrom', 'periodTo', 'days', 'consumption', 'unit', 'tariff', 'standingCharge', 'consumptionCharge', 'vat', 'amount'],
  properties: {
    billId: integer('The bill.'),
    periodFrom: dateSchema('First day of the billed period.'),
    periodTo: dateSchema('Last day of the billed period.'),
    days: integer('Days of the period, both ends included.'),
    consumption: integer('Consumption of the period.'),
    unit: string('Unit of `consumption`.'),
    tariff: tariffSchema,
    standingCharge: number('Standing charges (per bill and per day), two decimals.'),
    consumptionCharge: number('Consumption times the unit price, two decimals.'),
    vat: number('VAT, two decimals.'),
    amount: number('Billed amount, two decimals (the bill\'s `amount`).'),
  },
};

export const openPeriodSchema: JSONSchema = {
  type: ['object', 'null'],
  description: 'The period after the latest bill, not billed yet; null for an account without bills.',
  required: ['accountId', 'periodFrom', 'periodTo', 'days', 'today', 'unit', 'tariff', 'daysSoFar'],
  properties: {
    accountId: integer('The account.'),
    periodFrom: dateSchema('First day of the period (the latest bill\'s invoice date).'),
    periodTo: dateSchema('Last day of the period (the day before the next invoice date).'),
    days: integer('Days of the period, both ends included.'),
    today: dateSchema('Today in the organisation\'s time zone.'),
    unit: string('Unit of the quantities.'),
    tariff: tariffSchema,
    daysSoFar: {
      type: 'array',
      description: 'The days of the period before today, oldest first (at most the period\'s days).',
      items: {
        type: 'object',
        required: ['day', 'quantity', 'measured'],
        properties: {
          day: dateSchema('The day.'),
          quantity: { type: 'number', description: 'Consumption of the day from the readings, three decimals; 0 when not measured.' },
          measured: { type: 'boolean', description: 'True when every meter of the account has a reading at or after the end of the day.' },
        },
      },
    },
  },
};
