import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../notifications/userErrors';
import { useNotify } from '../../notifications/useNotify';
import { SelectField } from '../../components/SelectField';
import type { ElementEditForm_element$key } from './__generated__/ElementEditForm_element.graphql';
import { readTypedDay, typedDay } from './dayInput';
import { groupProperties } from './propertyGroups';
import { useSaveElementMutation } from './useSaveElementMutation';

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
          # eslint-disable-next-line relay/unused-fields -- groupProperties (propertyGroups.ts) groups by it
          groupName
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
  const initial = Object.fromEntries(element.properties.map((property) => [property.definitionId, property.type === 'DATE' ? typedDay(property.value) : (property.value ?? '')]));
  const [name, setName] = useState(element.name);
  const [status, setStatus] = useState<string>(element.status);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldOf = (definitionId: number) => `values.${definitionId}`;
  const fields = ['name', ...element.properties.map((property) => fieldOf(property.definitionId))];
  const { run: save, inFlight: saving } = useSaveElementMutation({ fields, failed: () => t('form.failed') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found['name'] = t('form.required');
    const changed = element.properties.filter((property) => (values[property.definitionId] ?? '') !== (initial[property.definitionId] ?? ''));
    const entries = changed.map((property) => {
      const typed = values[property.definitionId] ?? '';
      if (property.type !== 'DATE') return { definitionId: property.definitionId, value: typed.trim() || null };
      const day = readTypedDay(typed);
      if (day === 'invalid') found[fieldOf(property.definitionId)] = t('form.invalidDate');
      return { definitionId: property.definitionId, value: day === 'invalid' ? null : day };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await save({ input: { elementId: element.id, name: name.trim(), status: status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE', values: entries } });
    if (outcome.status !== 'failed') setErrors(outcome.fieldErrors);
    if (outcome.status === 'done') {
      notify('success', t('elements.saved'));
      props.onDone();
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="element-form-title" className="flex flex-col gap-4 rounded-md border border-gray-200 bg-white p-4" data-testid="element-form">
      <h2 id="element-form-title" className="text-lg font-semibold text-gray-900">
        {t('elements.editTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('elements.name')} required value={name} maxLength={100} onChange={(event) => setName(event.target.value)} error={errors['name']} data-testid="element-name" />
        <SelectField label={t('elements.status')} value={status} onValueChange={setStatus} options={['ACTIVE', 'INACTIVE'].map((value) => ({ value, label: t(`elementStatus.${value}`) }))} />
      </div>
      {groupProperties(element.properties).map(({ group, items }) => (
        <fieldset key={group} className="grid gap-3 border-t border-gray-200 pt-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="px-1 font-semibold text-gray-900">{group}</legend>
          {items.map((property) => {
            const label = `${property.number}. ${property.name}${property.unit ? ` (${property.unit})` : ''}`;
            const value = values[property.definitionId] ?? '';
            const change = (next: string) => setValues((current) => ({ ...current, [property.definitionId]: next }));
            const error = errors[fieldOf(property.definitionId)];
            if (property.type === 'LOOKUP') {
              return (
                <SelectField emphasizeRequired={false} key={property.definitionId} label={label} required={property.isMandatory} value={value} onValueChange={change} placeholder={t('properties.noValue')} error={error} name={`property-${property.definitionId}`} options={property.options.map((option) => ({ value: String(option.itemId), label: option.name }))} />
              );
            }
            const numeric = property.type === 'INTEGER' || property.type === 'DECIMAL';
            return (
              <TextField
                key={property.definitionId}
                label={label}
                required={property.isMandatory}
                value={value}
                onChange={(event) => change(event.target.value)}
                error={error}
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
  );
}
