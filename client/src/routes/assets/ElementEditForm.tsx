import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { FormSelectField, FormTextField } from '../../forms/fields';
import { usePortalForm } from '../../forms/usePortalForm';
import { useNotify } from '../../notifications/useNotify';
import type { ElementEditForm_element$key } from './__generated__/ElementEditForm_element.graphql';
import { readTypedDay, typedDay } from './dayInput';
import { groupProperties } from './propertyGroups';
import { useSaveElementMutation } from './useSaveElementMutation';

/** What the inputs hold, as typed: `name`, `status` and `property<definitionId>` for each property. */
type ElementInputs = Record<string, string>;

/** The server's name of a property's value, and the form's (a field name with a dot would nest). */
const fieldOf = (definitionId: number) => `values.${definitionId}`;
const inputOf = (definitionId: number) => `property${definitionId}`;

/** The element's edit form: name, status and a typed input per property, with problems beside each field. */
export function ElementEditForm(props: { element: ElementEditForm_element$key; onDone(): void }) {
  const { t } = useTranslation('assets');
  const notify = useNotify();
  const element = useFragment(
    graphql`
      fragment ElementEditForm_element on Element {
        id
        name
        status
        properties {
          definitionId
          ...propertyGroups_property
          number
          name
          unit
          type
          isMandatory
          value
          options {
            itemId
            name
          }
        }
      }
    `,
    props.element,
  );
  const initial: ElementInputs = {
    name: element.name,
    status: element.status,
    ...Object.fromEntries(element.properties.map((property) => [inputOf(property.definitionId), property.type === 'DATE' ? typedDay(property.value) : (property.value ?? '')])),
  };
  const fields = ['name', ...element.properties.map((property) => fieldOf(property.definitionId))];
  const { run: save, inFlight: saving } = useSaveElementMutation({ fields, failed: () => t('form.failed') });
  const form = usePortalForm<ElementInputs>({
    defaultValues: initial,
    rules: (values) => ({
      name: values['name']?.trim() ? null : t('form.required'),
      ...Object.fromEntries(element.properties.filter((property) => property.type === 'DATE').map((property) => [inputOf(property.definitionId), readTypedDay(values[inputOf(property.definitionId)] ?? '') === 'invalid' ? t('form.invalidDate') : null])),
    }),
  });

  const submit = form.submitWith(async (values) => {
    const changed = element.properties.filter((property) => (values[inputOf(property.definitionId)] ?? '') !== (initial[inputOf(property.definitionId)] ?? ''));
    const entries = changed.map((property) => {
      const typed = values[inputOf(property.definitionId)] ?? '';
      if (property.type !== 'DATE') return { definitionId: property.definitionId, value: typed.trim() || null };
      const day = readTypedDay(typed);
      return { definitionId: property.definitionId, value: day === 'invalid' ? null : day };
    });
    const outcome = await save({ input: { elementId: element.id, name: (values['name'] ?? '').trim(), status: values['status'] === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE', values: entries } });
    if (outcome.status === 'failed') return outcome;
    // The server names a property `values.<definitionId>`; its input here has a name without the dot.
    return { ...outcome, fieldErrors: Object.fromEntries(Object.entries(outcome.fieldErrors).map(([field, message]) => [field.replace(/^values\./, 'property'), message])) };
  }, () => {
    notify('success', t('elements.saved'));
    props.onDone();
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby="element-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="element-form">
        <h2 id="element-form-title" className="text-lg font-semibold text-gray-900">
          {t('elements.editTitle')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormTextField name="name" label={t('elements.name')} required maxLength={100} data-testid="element-name" />
          <FormSelectField name="status" label={t('elements.status')} options={['ACTIVE', 'INACTIVE'].map((value) => ({ value, label: t(`elementStatus.${value}`) }))} />
        </div>
        {groupProperties(element.properties).map(({ group, items }) => (
          <fieldset key={group} className="grid gap-3 border-t border-gray-200 pt-3 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="px-1 font-semibold text-gray-900">{group}</legend>
            {items.map((property) => {
              const label = `${property.number}. ${property.name}${property.unit ? ` (${property.unit})` : ''}`;
              if (property.type === 'LOOKUP') {
                return (
                  <FormSelectField emphasizeRequired={false} key={property.definitionId} label={label} required={property.isMandatory} placeholder={t('properties.noValue')} name={inputOf(property.definitionId)} options={property.options.map((option) => ({ value: String(option.itemId), label: option.name }))} />
                );
              }
              const numeric = property.type === 'INTEGER' || property.type === 'DECIMAL';
              return (
                <FormTextField
                  key={property.definitionId}
                  name={inputOf(property.definitionId)}
                  label={label}
                  required={property.isMandatory}
                  inputMode={property.type === 'INTEGER' ? 'numeric' : property.type === 'DECIMAL' ? 'decimal' : property.type === 'DATE' ? 'numeric' : undefined}
                  placeholder={property.type === 'DATE' ? t('form.datePlaceholder') : undefined}
                  dir={numeric ? 'ltr' : undefined}
                  maxLength={property.type === 'TEXT' ? 200 : 20}
                  data-testid={`property-${property.definitionId}`}
                />
              );
            })}
          </fieldset>
        ))}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving} data-testid="element-save">
            {t('form.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
