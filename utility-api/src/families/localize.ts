/**
 * A family as written down (./source.ts) in one language: the shape every tier reads
 * (shared/applicationForms/definition.ts). A key missing in the language falls back to English; the
 * definitions' completeness test keeps that from happening in the families the utility ships.
 */
import type { FamilyDefinition, FieldDefinition, LookupDefinition } from '../../../shared/applicationForms/definition.ts';
import type { CatalogLanguage } from '../../../shared/i18n/catalog.ts';
import type { FamilySource, FieldSource, SharedLookupSource } from './source.ts';

type Texts = (key: string) => string | undefined;

function textsOf(source: { texts: FamilySource['texts'] }, language: CatalogLanguage): Texts {
  return (key) => source.texts[language][key] ?? source.texts.en[key];
}

function localizeField(field: FieldSource, keyPrefix: string, text: Texts): FieldDefinition {
  const hint = text(`${keyPrefix}.hint`);
  return { ...field, label: text(`${keyPrefix}.label`) ?? field.id, ...(hint ? { hint } : {}) };
}

export function localizeFamily(
  source: FamilySource,
  language: CatalogLanguage,
  sharedLookups: ReadonlyMap<string, SharedLookupSource>,
): FamilyDefinition {
  const text = textsOf(source, language);
  const lookups: LookupDefinition[] = source.lookups.map((lookup) => {
    const shared = lookup.shared === undefined ? undefined : sharedLookups.get(lookup.shared);
    if (shared) {
      const sharedText = textsOf(shared, language);
      return { id: lookup.id, options: shared.options.map((option) => ({ ...option, label: sharedText(option.value) ?? option.value })) };
    }
    if (lookup.register !== undefined) return { id: lookup.id, options: [], register: lookup.register };
    return { id: lookup.id, options: (lookup.options ?? []).map((option) => ({ ...option, label: text(`lookups.${lookup.id}.${option.value}`) ?? option.value })) };
  });
  return {
    code: source.code,
    applicationType: source.applicationType,
    name: text('name') ?? source.code,
    summary: text('summary') ?? '',
    visitorAllowed: source.visitorAllowed,
    steps: source.steps.map((step) => {
      const guide = text(`steps.${step.id}.guide`);
      return {
        id: step.id,
        title: text(`steps.${step.id}.title`) ?? step.id,
        ...(guide ? { guide } : {}),
        fields: step.fields.map((field) => localizeField(field, `fields.${field.id}`, text)),
        groups: step.groups.map((group) => ({
          ...group,
          label: text(`groups.${group.id}.label`) ?? group.id,
          itemLabel: text(`groups.${group.id}.itemLabel`) ?? group.id,
          fields: group.fields.map((field) => localizeField(field, `fields.${group.id}.${field.id}`, text)),
        })),
      };
    }),
    rules: source.rules,
    documents: source.documents.map((document) => {
      const hint = text(`documents.${document.id}.hint`);
      return { ...document, label: text(`documents.${document.id}.label`) ?? document.id, ...(hint ? { hint } : {}) };
    }),
    lookups,
    fee: source.fee,
    issues: { ...source.issues, title: text('issues.title') ?? source.code },
  };
}
