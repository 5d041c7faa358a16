import { graphql, readInlineData } from 'relay-runtime';
import type {
  CrossRule,
  FamilyDefinition,
  FieldDefinition,
  FieldKind,
  IssuedDocumentKind,
  PhoneType,
} from '../../../../shared/applicationForms/definition';
import type { familyDefinition_family$data, familyDefinition_family$key } from './__generated__/familyDefinition_family.graphql';

type GraphQLField = familyDefinition_family$data['steps'][number]['fields'][number];
type GraphQLRule = familyDefinition_family$data['rules'][number];

// The fields of an application field the definition reads, spread unmasked in steps and groups below.
graphql`
  fragment familyDefinitionFieldShape on ApplicationField {
    key
    kind
    label
    hint
    required
    min
    max
    decimals
    maxLength
    notBefore
    notAfter
    lookup
    parent
    phoneType
    visibleWhen {
      field
      equals
    }
    check
    parentLookup
    insidePlotsOf
    lockedAfterSubmitMetres
  }
`;

/** The schema's SCREAMING_CASE kinds as the shared definition spells them. */
const KINDS: Readonly<Record<string, FieldKind>> = {
  TEXT: 'text',
  LONG_TEXT: 'longText',
  NUMBER: 'number',
  DECIMAL: 'decimal',
  DATE: 'date',
  LOOKUP: 'lookup',
  YES_NO: 'yesNo',
  EMAIL: 'email',
  EMAIL_LIST: 'emailList',
  PHONE: 'phone',
  PHONE_LIST: 'phoneList',
  ADDRESS: 'address',
  IBAN: 'iban',
  PLOT: 'plot',
  MAP_POINT: 'mapPoint',
};

const optional = <T,>(value: T | null | undefined): T | undefined => value ?? undefined;

function toField(field: GraphQLField): FieldDefinition {
  return {
    id: field.key,
    kind: KINDS[field.kind] ?? 'text',
    label: field.label,
    hint: optional(field.hint),
    required: field.required,
    min: optional(field.min),
    max: optional(field.max),
    decimals: optional(field.decimals),
    maxLength: optional(field.maxLength),
    notBefore: optional(field.notBefore),
    notAfter: optional(field.notAfter),
    lookup: optional(field.lookup),
    parent: optional(field.parent),
    phoneType: field.phoneType ? (field.phoneType.toLowerCase() as PhoneType) : undefined,
    visibleWhen: field.visibleWhen ? { field: field.visibleWhen.field, equals: field.visibleWhen.equals } : undefined,
    check: optional(field.check),
    parentLookup: optional(field.parentLookup),
    insidePlotsOf: optional(field.insidePlotsOf),
    lockedAfterSubmitMetres: optional(field.lockedAfterSubmitMetres),
  };
}

function toRule(rule: GraphQLRule): CrossRule {
  const [first = '', second = ''] = rule.fields;
  switch (rule.kind) {
    case 'BOTH_OR_NEITHER':
      return { kind: 'bothOrNeither', fields: [first, second] };
    case 'DATE_ORDER':
      return { kind: 'dateOrder', from: first, to: second, maxDays: optional(rule.maxDays) };
    case 'UNIQUE':
      return { kind: 'unique', group: first, field: second };
    case 'NOT_ABOVE':
      return { kind: 'notAbove', field: first, limit: second };
    default:
      return { kind: 'custom', name: rule.name ?? '', fields: rule.fields };
  }
}

/**
 * Steps, groups, fields, lookups and documents are read by `key`, never `id`: they are ids within one
 * family, and Relay stores every object answering an `id` as one record by it (the step `machines` and its
 * group `machines`, the field `district` of every family would merge).
 *
 * A family of the schema as the shared definition type (shared/applicationForms/definition.ts), read once
 * here so that the wizard, the review and the rules of shared/applicationForms/validate.ts see one shape.
 */
export function toFamilyDefinition(familyRef: familyDefinition_family$key): FamilyDefinition {
  const family = readInlineData(
    graphql`
      fragment familyDefinition_family on ApplicationFamily @inline {
        code
        applicationType
        name
        summary
        visitorAllowed
        steps {
          key
          title
          guide
          fields {
            ...familyDefinitionFieldShape @relay(mask: false)
          }
          groups {
            key
            label
            itemLabel
            minItems
            maxItems
            employeeValidation
            fields {
              ...familyDefinitionFieldShape @relay(mask: false)
            }
          }
        }
        rules {
          kind
          fields
          maxDays
          name
        }
        documents {
          key
          label
          hint
          mandatory
        }
        lookups {
          key
          options {
            value
            label
            parent
          }
        }
        fee {
          amount {
            amount
            currencySymbol
          }
          payBeforeIssue
        }
        issuedDocumentKind
        issuedDocumentTitle
        validityMonths
      }
    `,
    familyRef,
  );
  return {
    code: family.code,
    applicationType: family.applicationType,
    name: family.name,
    summary: family.summary,
    visitorAllowed: family.visitorAllowed,
    steps: family.steps.map((step) => ({
      id: step.key,
      title: step.title,
      guide: optional(step.guide),
      fields: step.fields.map(toField),
      groups: step.groups.map((group) => ({ id: group.key, label: group.label, itemLabel: group.itemLabel, minItems: group.minItems, maxItems: group.maxItems, employeeValidation: group.employeeValidation, fields: group.fields.map(toField) })),
    })),
    rules: family.rules.map(toRule),
    documents: family.documents.map((document) => ({ id: document.key, label: document.label, hint: optional(document.hint), mandatory: document.mandatory })),
    lookups: family.lookups.map((lookup) => ({
      id: lookup.key,
      options: lookup.options.map((option) => ({ value: option.value, label: option.label, parent: optional(option.parent) })),
    })),
    fee: family.fee ? { amount: family.fee.amount.amount, currency: family.fee.amount.currencySymbol, payBeforeIssue: family.fee.payBeforeIssue } : null,
    issues: { kind: family.issuedDocumentKind.toLowerCase() as IssuedDocumentKind, title: family.issuedDocumentTitle, validityMonths: family.validityMonths ?? null },
  };
}
