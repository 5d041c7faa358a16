/** The OpenAPI shape of a family's definition (shared/applicationForms/definition.ts) in one language. */
import { FIELD_KINDS } from '../../../../shared/applicationForms/definition.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { boolean, integer, string } from '../../http/schemas.ts';
import { sharedSchema } from '../../http/sharedSchemas.ts';

const strings = (description: string): JSONSchema => ({ type: 'array', items: { type: 'string' }, description });
const number = (description: string): JSONSchema => ({ type: 'number', description });

const fieldSchema: JSONSchema = sharedSchema('ApplicationFamilyField', {
  type: 'object',
  description: 'A field of a step or group; optional keywords are absent when the definition does not set them.',
  required: ['id', 'kind', 'label', 'required'],
  properties: {
    id: string('Path segment of the value, unique in its step or group.'),
    kind: { type: 'string', enum: [...FIELD_KINDS], description: 'How the value is entered and checked.' },
    label: string('Label in the request\'s language.'),
    hint: string('Help text in the request\'s language.'),
    required: boolean('A value is needed to submit.'),
    min: number('number, decimal: lowest value.'),
    max: number('number, decimal: highest value.'),
    decimals: integer('decimal: digits after the point (default 2).'),
    maxLength: integer('text, longText: most characters.'),
    notBefore: string('date: `today` or a YYYY-MM-DD day the value may not precede.'),
    notAfter: string('date: `today` or a YYYY-MM-DD day the value may not exceed.'),
    lookup: string('lookup: id of the family\'s lookup.'),
    parent: string('lookup: id of the field whose value the options\' `parent` must equal.'),
    phoneType: { type: 'string', enum: ['mobile', 'landline', 'any'], description: 'phone, phoneList: which numbers.' },
    visibleWhen: {
      type: 'object',
      required: ['field', 'equals'],
      description: 'Shown only while the field `field` of the same scope has one of `equals`.',
      properties: { field: string('Controlling field.'), equals: strings('Values that show the field.') },
    },
    check: string('Name of a rule of shared/applicationForms/customRules.ts.'),
    parentLookup: string('plot: id of the lookup of districts (`lookup` holds the municipalities).'),
    insidePlotsOf: string('mapPoint: `<group>.<field>` of plot fields the point must lie in.'),
    lockedAfterSubmitMetres: number('mapPoint: metres the point may move after submission.'),
  },
});

const stepSchema: JSONSchema = {
  type: 'object',
  required: ['id', 'title', 'fields', 'groups'],
  properties: {
    id: string('Id of the step.'),
    title: string('Title in the request\'s language.'),
    guide: string('Guide note of the step.'),
    fields: { type: 'array', items: fieldSchema, description: 'Its fields.' },
    groups: {
      type: 'array',
      description: 'Its repeatable groups: item i\'s field f is stored under `<group>.<i>.<f>`.',
      items: {
        type: 'object',
        required: ['id', 'label', 'itemLabel', 'minItems', 'maxItems', 'fields'],
        properties: {
          id: string('Id of the group.'),
          label: string('Label of the group.'),
          itemLabel: string('What one item is called.'),
          minItems: integer('Items needed to submit.'),
          maxItems: integer('Items allowed.'),
          fields: { type: 'array', items: fieldSchema, description: 'The fields of each item.' },
          employeeValidation: boolean('Each item needs an employee\'s decision before the application is approved.'),
        },
      },
    },
  },
};

const ruleSchema: JSONSchema = {
  type: 'object',
  required: ['kind'],
  description: 'A rule across fields; which properties it has depends on `kind` (shared/applicationForms/definition.ts CrossRule).',
  properties: {
    kind: { type: 'string', enum: ['bothOrNeither', 'dateOrder', 'unique', 'notAbove', 'custom'], description: 'Which rule.' },
    fields: strings('bothOrNeither, custom: the fields.'),
    from: string('dateOrder: start field.'),
    to: string('dateOrder: end field.'),
    maxDays: integer('dateOrder: longest period.'),
    group: string('unique: the group.'),
    field: string('unique: the group\'s field; notAbove: the number field.'),
    limit: string('notAbove: the limit field.'),
    name: string('custom: the rule\'s name.'),
  },
};

/** The fee of a family, as its definition states it. */
export const familyFeeSchema: JSONSchema = {
  type: ['object', 'null'],
  required: ['amount', 'currency', 'payBeforeIssue'],
  description: 'The fee, or null when the family has none.',
  properties: {
    amount: string('Decimal amount with two digits, e.g. "150.00".'),
    currency: string('ISO currency code.'),
    payBeforeIssue: boolean('002 §4: paid before the document is issued.'),
  },
};

export const familyDefinitionSchema: JSONSchema = sharedSchema('ApplicationFamily', {
  type: 'object',
  description: 'An application family in the request\'s language (docs/applicationFamilies.md).',
  required: ['code', 'applicationType', 'name', 'summary', 'visitorAllowed', 'steps', 'rules', 'documents', 'lookups', 'fee', 'issues'],
  properties: {
    code: string('Stable code, e.g. `waterExtraction`.'),
    applicationType: integer('Application type of its applications (31–49).'),
    name: string('Name.'),
    summary: string('What the family is for.'),
    visitorAllowed: boolean('Visitors may apply without signing in.'),
    steps: { type: 'array', items: stepSchema, description: 'The wizard\'s steps, in order.' },
    rules: { type: 'array', items: ruleSchema, description: 'Rules across fields.' },
    documents: {
      type: 'array',
      description: 'Documents the application takes: each is an attachment slot named by its id.',
      items: {
        type: 'object',
        required: ['id', 'label', 'mandatory'],
        properties: { id: string('Id, the slot\'s name.'), label: string('Label.'), hint: string('Help text.'), mandatory: boolean('Needed to submit.') },
      },
    },
    lookups: {
      type: 'array',
      description: 'Option lists of the lookup fields.',
      items: {
        type: 'object',
        required: ['id', 'options'],
        properties: {
          id: string('Id the fields name.'),
          register: string('The options come from this register of the utility (`licensedDrillers`), read per request.'),
          options: {
            type: 'array',
            items: {
              type: 'object',
              required: ['value', 'label'],
              properties: { value: string('Value stored.'), label: string('Label.'), parent: string('Parent field value it belongs to.') },
            },
          },
        },
      },
    },
    fee: familyFeeSchema,
    issues: {
      type: 'object',
      required: ['kind', 'title', 'validityMonths'],
      description: 'What the utility issues.',
      properties: {
        kind: { type: 'string', enum: ['licence', 'permit', 'authorization', 'certificate'], description: 'Kind of document.' },
        title: string('Title printed on it.'),
        validityMonths: { type: ['integer', 'null'], description: 'Months it is valid, null when it does not expire.' },
      },
    },
  },
});
