import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { envelopeSchema, integer, langField, responses } from '../../http/schemas.ts';
import type { Language } from '../../domain/constants.ts';
import type { CustomField, CustomValue, NewCustomerStore } from '../../store/newCustomer.ts';
import { CUSTOM_NUMBER_MAX, CUSTOM_NUMBER_MIN } from './rules.ts';
import { customValueSchema } from './schemas.ts';
import { callLanguage, newCustomerText } from './texts.ts';

interface Body {
  ApplicationId: number;
  Values: Array<Partial<CustomValue> & { customFieldId: number }>;
  language?: string;
}

const inRange = (value: number | null | undefined) => value == null || (value >= CUSTOM_NUMBER_MIN && value <= CUSTOM_NUMBER_MAX);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value normalised to its field's type (002 §3), or null when it breaks 002 §5. */
function typedValue(field: CustomField, value: Partial<CustomValue>): CustomValue | null {
  const base: CustomValue = { customFieldId: field.customFieldId, strValue: null, intValue: null, dblValue: null, dateValue: null, dataId: null };
  switch (field.type) {
    case 0: return { ...base, strValue: value.strValue?.trim() || null };
    case 1: return inRange(value.intValue) && (value.intValue == null || Number.isInteger(value.intValue)) ? { ...base, intValue: value.intValue ?? null } : null;
    case 2: return inRange(value.dblValue) ? { ...base, dblValue: value.dblValue ?? null } : null;
    case 3: return value.dateValue == null || DATE.test(value.dateValue) ? { ...base, dateValue: value.dateValue ?? null } : null;
    default: return { ...base, dataId: value.dataId ?? null };
  }
}

const LOOKUP = 4;
const LIBRARY = 5;

/**
 * True when a chosen lookup or library item is one of its field's items and, for a field under a parent
 * field, an item of the parent's choice (002 §4: choosing a district offers only its municipalities).
 */
function isOfferedChoice(newCustomers: NewCustomerStore, field: CustomField, value: CustomValue, chosen: ReadonlyMap<number, number | null>, lang: Language): boolean {
  if ((field.type !== LOOKUP && field.type !== LIBRARY) || value.dataId === null) return true;
  if (field.dataId === null) return false;
  const item = newCustomers.listItems(field.type === LIBRARY ? 'library' : 'lookup', field.dataId, lang).find((entry) => entry.itemId === value.dataId);
  if (!item) return false;
  return field.parentCustomFieldId === null || item.parentItemId === (chosen.get(field.parentCustomFieldId) ?? null);
}

const isEmpty = (v: CustomValue) => v.strValue === null && v.intValue === null && v.dblValue === null && v.dateValue === null && v.dataId === null;

export function saveCustomFieldValuesRoute(app: FastifyInstance, newCustomers: NewCustomerStore): void {
  app.post<{ Body: Body }>('/NewCustomer/SaveCustomFieldValues', {
    schema: {
      tags: ['NewCustomer'],
      operationId: 'newCustomerSaveCustomFieldValues',
      summary: 'Save the custom field values of a new application',
      description:
        'Right after CreateApplication (002 §4 Submission step 5). Values are written once per application: a second ' +
        'call, or an unknown ApplicationId, answers status 1. Status 2 when a mandatory field has no value of its type ' +
        'or a number is outside 0 … 999,999,999 (002 §5), or a lookup or library value is not an item of its field, or ' +
        'not an item of the value chosen for its parent field (002 §4: a municipality of another district). ' +
        'Anonymous, like CreateApplication.',
      body: {
        type: 'object',
        required: ['ApplicationId', 'Values'],
        properties: {
          ApplicationId: integer('Id CreateApplication answered.'),
          Values: { type: 'array', items: customValueSchema, description: 'One value per custom field.' },
          language: langField,
        },
      },
      response: responses(envelopeSchema),
    },
    handler: async (request, reply) => {
      const lang = callLanguage(request, request.body.language);
      const given = new Map(request.body.Values.map((value) => [value.customFieldId, value]));
      const values: CustomValue[] = [];
      const fields = newCustomers.customFields(lang);
      const chosen = new Map(fields.map((field) => [field.customFieldId, given.get(field.customFieldId)?.dataId ?? null]));
      for (const field of fields) {
        const value = typedValue(field, given.get(field.customFieldId) ?? {});
        if (value === null || (field.isMandatory && isEmpty(value)) || !isOfferedChoice(newCustomers, field, value, chosen, lang)) {
          return reply.code(400).send(fail(STATUS_INVALID_REQUEST, `${newCustomerText(lang, 'invalidData')}: ${field.name}`));
        }
        if (!isEmpty(value)) values.push(value);
      }
      if (!newCustomers.saveCustomValues(request.body.ApplicationId, values)) return fail(STATUS_FAILED, newCustomerText(lang, 'notFound'));
      return ok();
    },
  });
}
