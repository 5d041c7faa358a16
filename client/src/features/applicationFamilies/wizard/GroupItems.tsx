import { type Control, type UseFormSetValue, useFormState, useWatch } from 'react-hook-form';
import { MAX_GROUP_ITEMS, groupPath, type FamilyDefinition, type GroupDefinition } from '../../../../../shared/applicationForms/definition';
import { Button } from '../../../components/Button';
import { groupItems } from '../../../../../shared/applicationForms/validate';
import { groupErrorName } from '../familyResolver';
import { type FormTree, filledValues, flattenValues } from '../formValues';
import { useTranslation } from '../../../i18n/useTranslation';
import { FieldScope } from './FieldScope';

interface GroupItemsProps {
  family: FamilyDefinition;
  group: GroupDefinition;
  control: Control<FormTree>;
  setValue: UseFormSetValue<FormTree>;
  disabled?: boolean;
}

/** A repeatable group (applicants, meters…): its items with headings, Add up to `maxItems`, Remove down to `minItems`. */
export function GroupItems({ family, group, control, setValue, disabled }: GroupItemsProps) {
  const { t } = useTranslation('applicationFamilies');
  const watched = useWatch({ control, name: group.id });
  const items = Array.isArray(watched) ? (watched as FormTree[]) : [];
  const { errors } = useFormState({ control, name: groupErrorName(group.id) });
  const error = (errors as Record<string, { type?: string; message?: string } | undefined>)[groupErrorName(group.id)];
  const max = Math.min(group.maxItems, MAX_GROUP_ITEMS);
  // A count refused at Next is checked again as items fill or go: nothing clears the group's error before the
  // next Next, and "add at least one" beside an item already filled misleads.
  const holding = groupItems(filledValues(flattenValues({ [group.id]: items })), group.id).length;
  const settled = (error?.type === 'tooFewItems' && holding >= group.minItems) || (error?.type === 'tooManyItems' && holding <= max);
  const groupError = settled ? undefined : error?.message;
  const errorId = `group-error-${group.id}`;
  const replace = (next: FormTree[]) => setValue(group.id, next, { shouldDirty: true });
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-300 p-3 sm:p-4" aria-describedby={groupError ? errorId : undefined} data-testid={`group-${group.id}`}>
      <legend className="px-1 text-base font-semibold text-gray-900">{group.label}</legend>
      <p className="text-sm text-gray-600">{t('group.limits', { min: group.minItems, max })}</p>
      {items.map((_, index) => (
        <div key={index} className="flex flex-col gap-3 border-t border-gray-200 pt-3 first-of-type:border-t-0 first-of-type:pt-0" data-testid={`group-item-${group.id}-${index}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold text-gray-800">{t('group.itemHeading', { item: group.itemLabel, number: index + 1 })}</h4>
            <Button
              variant="ghost"
              disabled={disabled || items.length <= group.minItems}
              onClick={() => replace(items.filter((__, position) => position !== index))}
              data-testid={`remove-${group.id}-${index}`}
            >
              {t('group.remove', { item: `${group.itemLabel} ${index + 1}` })}
            </Button>
          </div>
          <FieldScope family={family} fields={group.fields} prefix={groupPath(group.id, index, '')} control={control} setValue={setValue} disabled={disabled} />
        </div>
      ))}
      {groupError ? <p id={errorId} role="alert" className="text-sm text-red-700" data-testid={`group-error-${group.id}`}>{groupError}</p> : null}
      <Button variant="secondary" className="self-start" disabled={disabled || items.length >= max} onClick={() => replace([...items, {}])} data-testid={`add-${group.id}`}>
        {t('group.add', { item: group.itemLabel })}
      </Button>
    </fieldset>
  );
}
