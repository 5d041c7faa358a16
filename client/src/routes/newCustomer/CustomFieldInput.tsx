import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { TextField } from '../../components/TextField';
import { Button } from '../../components/Button';
import type { CustomFieldModel, NewCustomerForm } from './formModel';
import { visibleItems } from './formModel';
import { LongValuePicker } from './LongValuePicker';
import { SelectField } from '../../components/SelectField';
import { LONG_VALUE_LENGTH } from './wizardRules';

interface CustomFieldInputProps {
  field: CustomFieldModel;
  form: NewCustomerForm;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One custom field of the six types (002 §3); long lookup values also open the list picker (002 §2). */
export function CustomFieldInput({ field, form, error, onChange }: CustomFieldInputProps) {
  const { t } = useTranslation('newCustomer');
  const [picking, setPicking] = useState(false);
  const value = form.custom[field.customFieldId] ?? '';
  const label = `${field.name}${field.unitLabel ? ` (${field.unitLabel})` : ''}${field.isMandatory ? ' *' : ''}`;
  const name = `custom.${field.customFieldId}`;
  if (field.type === 'LOOKUP' || field.type === 'LIBRARY') {
    const items = visibleItems(field, form);
    const long = items.some((item) => item.name.length >= LONG_VALUE_LENGTH);
    return (
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <SelectField label={label} name={name} value={value} onValueChange={onChange} error={error} placeholder={t('choose')} options={items.map((item) => ({ value: String(item.itemId), label: item.name }))} />
        </div>
        {long ? (
          <>
            <Button variant="secondary" aria-label={t('custom.pick', { name: field.name })} onClick={() => setPicking(true)} className={error ? 'mb-7' : ''}>
              <span aria-hidden="true">☰</span>
            </Button>
            <LongValuePicker
              open={picking}
              title={field.name}
              items={items}
              onClose={() => setPicking(false)}
              onPick={(itemId) => {
                onChange(String(itemId));
                setPicking(false);
              }}
            />
          </>
        ) : null}
      </div>
    );
  }
  const numeric = field.type === 'INTEGER' || field.type === 'DECIMAL';
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      error={error}
      inputMode={numeric ? (field.type === 'INTEGER' ? 'numeric' : 'decimal') : undefined}
      placeholder={field.type === 'DATE' ? t('custom.datePlaceholder') : undefined}
      dir={numeric || field.type === 'DATE' ? 'ltr' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
