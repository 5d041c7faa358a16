import type { JSONSchema } from '../../http/jsonSchema.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';

/** Response shapes of the new customer calls (002 §3), for the OpenAPI document and serialization. */
const lookupItem: JSONSchema = {
  type: 'object',
  required: ['id', 'description'],
  properties: {
    id: { type: 'integer', description: 'Item id.' },
    description: { type: 'string', description: "Name; for id types 'prefix|description' (002 §3)." },
    regExpr: { type: 'string', description: 'Id types: the pattern an id number of this type matches.' },
  },
};
const lookupList = (description: string): JSONSchema => ({ type: 'array', items: lookupItem, description });

export const lookupsProperties: Record<string, JSONSchema> = {
  idTypes: lookupList('Identity document types.'),
  genders: lookupList('Genders.'),
  consumerTypes: lookupList('Consumer types.'),
  accountTypes: lookupList('Account types: 0 individual, 1 corporate.'),
  guideNotes: lookupList('One note per wizard step, id 1 general … 5 custom fields (002 §2).'),
};

const nullable = (type: string, description: string): JSONSchema => ({ type: [type, 'null'], description });

export const customFieldSchema: JSONSchema = {
  type: 'object',
  required: [
    'customFieldId', 'name', 'unitLabel', 'isMandatory', 'groupName', 'type', 'strValue', 'intValue', 'dblValue', 'dateValue',
    'dataId', 'typeId', 'parentCustomFieldId', 'orderId', 'defaultValue',
  ],
  properties: {
    customFieldId: { type: 'integer', description: 'Field id.' },
    name: { type: 'string', description: 'Label in the asked language.' },
    unitLabel: nullable('string', 'Unit shown after the value.'),
    isMandatory: { type: 'boolean', description: 'A value is required.' },
    groupName: { type: 'string', description: 'Group the field is shown in.' },
    type: { type: 'integer', description: '0 string, 1 integer, 2 decimal, 3 date, 4 lookup, 5 library.' },
    strValue: nullable('string', 'String value.'),
    intValue: nullable('integer', 'Integer value.'),
    dblValue: nullable('number', 'Decimal value.'),
    dateValue: nullable('string', 'Date value, yyyy-MM-dd.'),
    dataId: nullable('integer', 'Types 4 and 5: the lookupId or libraryId of the items.'),
    typeId: nullable('integer', 'Item type of the chosen value.'),
    parentCustomFieldId: nullable('integer', 'The lookup field whose value filters this one by parentItemId.'),
    orderId: { type: 'integer', description: 'Display order.' },
    defaultValue: nullable('string', 'Value proposed for a new application.'),
  },
};

export const listItemSchema: JSONSchema = sharedSchema('ListItem', {
  type: 'object',
  required: ['itemId', 'name', 'parentItemId', 'typeId'],
  properties: {
    itemId: { type: 'integer', description: 'Item id, the value stored as dataId.' },
    name: { type: 'string', description: 'Item name.' },
    parentItemId: nullable('integer', 'Item of the parent field this one belongs to.'),
    typeId: { type: 'integer', description: 'Item type.' },
  },
});

export const customValueSchema: JSONSchema = {
  type: 'object',
  required: ['customFieldId'],
  properties: {
    customFieldId: { type: 'integer', description: 'Field id.' },
    strValue: nullable('string', 'Type 0.'),
    intValue: nullable('integer', 'Type 1, 0 to 999,999,999.'),
    dblValue: nullable('number', 'Type 2, 0 to 999,999,999.'),
    dateValue: nullable('string', 'Type 3, yyyy-MM-dd.'),
    dataId: nullable('integer', 'Types 4 and 5: the chosen itemId.'),
  },
};
