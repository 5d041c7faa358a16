import type {
  ApplicationCrossRule,
  ApplicationCrossRuleKind,
  ApplicationField,
  ApplicationFieldKind,
  ApplicationPhoneType,
  ApplicationDocumentRequirement,
  ApplicationLookup,
  ApplicationStep,
  IssuedDocumentKind,
} from '../../__generated__/resolvers.ts';
import type { CrossRuleKind, FieldKind, IssuedDocumentKind as DefinitionDocumentKind, PhoneType } from '../../../../shared/applicationForms/definition.ts';
import type { UpstreamFamily } from './api.ts';

type UpstreamField = UpstreamFamily['steps'][number]['fields'][number];
type UpstreamRule = UpstreamFamily['rules'][number];

/*
 * The definition's lower-camel names (shared/applicationForms/definition.ts) as the schema's enum
 * values, each table complete both ways: a kind added to either side does not compile until mapped.
 */
const FIELD_KINDS: Readonly<Record<FieldKind, ApplicationFieldKind>> = {
  text: 'TEXT',
  longText: 'LONG_TEXT',
  number: 'NUMBER',
  decimal: 'DECIMAL',
  date: 'DATE',
  lookup: 'LOOKUP',
  yesNo: 'YES_NO',
  email: 'EMAIL',
  emailList: 'EMAIL_LIST',
  phone: 'PHONE',
  phoneList: 'PHONE_LIST',
  address: 'ADDRESS',
  iban: 'IBAN',
  plot: 'PLOT',
  mapPoint: 'MAP_POINT',
};

const PHONE_TYPES: Readonly<Record<PhoneType, ApplicationPhoneType>> = { mobile: 'MOBILE', landline: 'LANDLINE', any: 'ANY' };

const RULE_KINDS: Readonly<Record<CrossRuleKind, ApplicationCrossRuleKind>> = {
  bothOrNeither: 'BOTH_OR_NEITHER',
  dateOrder: 'DATE_ORDER',
  unique: 'UNIQUE',
  notAbove: 'NOT_ABOVE',
  custom: 'CUSTOM',
};

const DOCUMENT_KINDS: Readonly<Record<DefinitionDocumentKind, IssuedDocumentKind>> = {
  licence: 'LICENCE',
  permit: 'PERMIT',
  authorization: 'AUTHORIZATION',
  certificate: 'CERTIFICATE',
};

function toField(field: UpstreamField): ApplicationField {
  return {
    key: field.id,
    id: field.id,
    kind: FIELD_KINDS[field.kind],
    label: field.label,
    hint: field.hint ?? null,
    required: field.required,
    min: field.min ?? null,
    max: field.max ?? null,
    decimals: field.decimals ?? null,
    maxLength: field.maxLength ?? null,
    notBefore: field.notBefore ?? null,
    notAfter: field.notAfter ?? null,
    lookup: field.lookup ?? null,
    parent: field.parent ?? null,
    phoneType: field.phoneType === undefined ? null : PHONE_TYPES[field.phoneType],
    visibleWhen: field.visibleWhen === undefined ? null : { field: field.visibleWhen.field, equals: [...field.visibleWhen.equals] },
    check: field.check ?? null,
    parentLookup: field.parentLookup ?? null,
    insidePlotsOf: field.insidePlotsOf ?? null,
    lockedAfterSubmitMetres: field.lockedAfterSubmitMetres ?? null,
  };
}

/** The fields a rule reads, in the order the schema's `ApplicationCrossRuleKind` describes (the document types them per kind). */
function ruleFields(rule: UpstreamRule): string[] {
  switch (rule.kind) {
    case 'dateOrder':
      return [rule.from, rule.to].filter((field) => field !== undefined);
    case 'unique':
      return [rule.group, rule.field].filter((field) => field !== undefined);
    case 'notAbove':
      return [rule.field, rule.limit].filter((field) => field !== undefined);
    default:
      return [...(rule.fields ?? [])];
  }
}

function toRule(rule: UpstreamRule): ApplicationCrossRule {
  return { kind: RULE_KINDS[rule.kind], fields: ruleFields(rule), maxDays: rule.maxDays ?? null, name: rule.name ?? null };
}

/** What the families list (`/ApplicationFamily/GetItems`) tells of a family; the whole definition extends it. */
export type FamilySummary = Pick<UpstreamFamily, 'code' | 'applicationType' | 'name' | 'summary' | 'visitorAllowed' | 'fee'>;

/**
 * The schema's `ApplicationFamily` as its resolvers receive it (`gateway/codegen.json`, mappers): its
 * summary; its steps, rules and documents are read through the request's definition loader by code
 * when a query asks for them (once per family and request, whoever asks).
 */
export type FamilyModel = FamilySummary;

/** A family's summary, from its list entry or its whole definition. */
export const familyModel = ({ code, applicationType, name, summary, visitorAllowed, fee }: FamilySummary): FamilyModel => ({
  code,
  applicationType,
  name,
  summary,
  visitorAllowed,
  fee,
});

/** The parts of a definition the schema types apart from its summary, mapped once per family and request. */
export interface FamilyParts {
  steps: ApplicationStep[];
  rules: ApplicationCrossRule[];
  documents: ApplicationDocumentRequirement[];
  lookups: ApplicationLookup[];
  issuedDocumentKind: IssuedDocumentKind;
  issuedDocumentTitle: string;
  validityMonths: number | null;
}

export function familyParts(family: UpstreamFamily): FamilyParts {
  return {
    steps: family.steps.map((step) => ({
      key: step.id,
      id: step.id,
      title: step.title,
      guide: step.guide ?? null,
      fields: step.fields.map(toField),
      groups: step.groups.map((group) => ({
        key: group.id,
        id: group.id,
        label: group.label,
        itemLabel: group.itemLabel,
        minItems: group.minItems,
        maxItems: group.maxItems,
        fields: group.fields.map(toField),
        employeeValidation: group.employeeValidation ?? false,
      })),
    })),
    rules: family.rules.map(toRule),
    documents: family.documents.map((document) => ({ key: document.id, id: document.id, label: document.label, hint: document.hint ?? null, mandatory: document.mandatory })),
    lookups: family.lookups.map((lookup) => ({
      key: lookup.id,
      id: lookup.id,
      options: lookup.options.map((option) => ({ value: option.value, label: option.label, parent: option.parent ?? null })),
    })),
    issuedDocumentKind: DOCUMENT_KINDS[family.issues.kind],
    issuedDocumentTitle: family.issues.title,
    validityMonths: family.issues.validityMonths,
  };
}
