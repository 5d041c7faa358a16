import { typedDayOf } from '../../../../shared/days';
import { groupIban } from '../../../../shared/iban';
import { parseIsoDay } from '../../../../shared/days';
import { listEntries } from '../../../../shared/applicationForms/problems';
import type { FamilyDefinition, FieldDefinition } from '../../../../shared/applicationForms/definition';
import type { TFunction } from '../../i18n/i18n';

/** A lookup field's options: those of its lookup whose parent is the parent field's value (all when it has no parent). */
export function lookupOptions(family: FamilyDefinition, field: FieldDefinition, parentValue: string | undefined) {
  const options = family.lookups.find((lookup) => lookup.id === field.lookup)?.options ?? [];
  return field.parent === undefined ? options : options.filter((option) => option.parent === parentValue);
}

/** A value as the review shows it: the option's label, the day dd/MM/yyyy (`002 §9`), Yes/No, the IBAN by fours. */
export function displayValue(family: FamilyDefinition, field: FieldDefinition, value: string, t: TFunction): string {
  switch (field.kind) {
    case 'lookup':
      return family.lookups.find((lookup) => lookup.id === field.lookup)?.options.find((option) => option.value === value)?.label ?? value;
    case 'date':
      return parseIsoDay(value) ? typedDayOf(value) : value;
    case 'yesNo':
      return value === 'yes' || value === 'no' ? t(`applicationFamilies:field.${value}`) : value;
    case 'iban':
      return groupIban(value);
    case 'emailList':
    case 'phoneList':
      return listEntries(value).join(', ');
    default:
      return value;
  }
}
