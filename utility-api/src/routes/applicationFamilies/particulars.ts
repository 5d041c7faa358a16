/**
 * The values an issued document prints (docs/applicationFamilies.md): the step fields and group items of
 * the application, labelled as the definition names them in the document's language, lookups by their
 * labels, yes/no in words and dates as dd/MM/yyyy (`002 §9`).
 */
import { ADDRESS_PARTS, addressPath, type FamilyDefinition, type FieldDefinition, type FieldValues } from '../../../../shared/applicationForms/definition.ts';
import { formatAddress } from '../../../../shared/applicationForms/postalAddress.ts';
import { groupItems } from '../../../../shared/applicationForms/validate.ts';
import type { Language } from '../../domain/constants.ts';
import { familyTextIn } from './texts.ts';

/** What fits on the one page of the document. */
const MAX_PARTICULARS = 20;

function shown(family: FamilyDefinition, field: FieldDefinition, path: string, values: FieldValues, language: Language): string {
  if (field.kind === 'address') return formatAddress(Object.fromEntries(ADDRESS_PARTS.map((part) => [part, values[addressPath(path, part)]])));
  const value = values[path]?.trim() ?? '';
  if (value === '') return '';
  switch (field.kind) {
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : value;
    case 'yesNo':
      return value === 'yes' || value === 'no' ? familyTextIn(language, value) : value;
    case 'lookup':
      return family.lookups.find((lookup) => lookup.id === field.lookup)?.options.find((option) => option.value === value)?.label ?? value;
    default:
      return value;
  }
}

export function particularsOf(family: FamilyDefinition, values: FieldValues, language: Language): { label: string; value: string }[] {
  const particulars: { label: string; value: string }[] = [];
  for (const step of family.steps) {
    for (const field of step.fields) {
      const value = field.kind === 'longText' ? '' : shown(family, field, field.id, values, language);
      if (value !== '') particulars.push({ label: field.label, value });
    }
    for (const group of step.groups) {
      groupItems(values, group.id).forEach((index, position) => {
        const parts = group.fields.map((field) => shown(family, field, `${group.id}.${index}.${field.id}`, values, language)).filter(Boolean);
        if (parts.length > 0) particulars.push({ label: `${group.itemLabel} ${position + 1}`, value: parts.join(', ') });
      });
    }
  }
  return particulars.slice(0, MAX_PARTICULARS);
}
