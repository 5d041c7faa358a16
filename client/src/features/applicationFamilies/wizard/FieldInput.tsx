import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { addressPath, type FamilyDefinition, type FieldDefinition } from '../../../../../shared/applicationForms/definition';
import { parseIsoDay, parseTypedDay, typedDayOf } from '../../../../../shared/days';
import { compactIban, groupIban } from '../../../../../shared/iban';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { focusRing } from '../../../components/focusRing';
import { AddressFields } from '../AddressFields';
import { lookupOptions } from '../displayValue';
import type { FormTree } from '../formValues';
import { useTranslation } from '../../../i18n/useTranslation';
import { MapPointInput } from '../plots/MapPointInput';
import { PlotInput } from '../plots/PlotInput';

interface FieldInputProps {
  family: FamilyDefinition;
  field: FieldDefinition;
  /** The value's path: `<field>` or `<group>.<i>.<field>`. */
  name: string;
  /** Prefix of the field's scope (`''` or `<group>.<i>.`), for its parent lookup. */
  prefix: string;
  control: Control<FormTree>;
  /** Called after the user changes the value (the scope clears the lookups it filters). */
  onChanged?: () => void;
  disabled?: boolean;
}

/** The kinds typed on a phone's keypad, and the hint of those that take a list. */
const INPUT_MODES: Partial<Record<FieldDefinition['kind'], 'numeric' | 'decimal' | 'email' | 'tel'>> = {
  number: 'numeric',
  decimal: 'decimal',
  date: 'numeric',
  email: 'email',
  emailList: 'email',
  phone: 'tel',
  phoneList: 'tel',
};
const KIND_HINTS: Partial<Record<FieldDefinition['kind'], string>> = {
  emailList: 'field.emailListHint',
  phoneList: 'field.phoneListHint',
  phone: 'field.phoneHint',
  date: 'field.dateHint',
};

/** A date typed dd/mm/yyyy (`002 §9`) is kept as YYYY-MM-DD once it is a day; anything else stays as typed for the rules to name. */
const dateShown = (value: string): string => (parseIsoDay(value) ? typedDayOf(value) : value);
const dateStored = (typed: string): string => parseTypedDay(typed) ?? typed;

export function useFieldValue(name: string, control: Control<FormTree>) {
  const { field, fieldState } = useController({ name, control, defaultValue: '' });
  return { value: typeof field.value === 'string' ? field.value : '', onChange: field.onChange, onBlur: field.onBlur, ref: field.ref, error: fieldState.error?.message ?? null };
}

/** One field of an application family, entered as its kind asks; its problems beside it (aria-invalid, described). */
export function FieldInput({ family, field, name, prefix, control, onChanged, disabled }: FieldInputProps) {
  const { t } = useTranslation('applicationFamilies');
  const hintId = useId();
  const label = field.required ? `${field.label} *` : field.label;
  // The definition's own hint says it best; the kind's general one only stands in for it.
  const kindHint = KIND_HINTS[field.kind];
  const hints = field.hint ?? (kindHint ? t(kindHint) : '');
  const hint = hints ? <p id={hintId} className="text-sm text-gray-600">{hints}</p> : null;
  if (field.kind === 'address') return <AddressInput name={name} label={label} control={control} disabled={disabled} hint={hint} />;
  if (field.kind === 'lookup') return <LookupInput family={family} field={field} name={name} label={label} prefix={prefix} control={control} onChanged={onChanged} disabled={disabled} />;
  if (field.kind === 'plot') return <PlotInput family={family} field={field} name={name} label={label} control={control} disabled={disabled} />;
  if (field.kind === 'mapPoint') return <MapPointInput family={family} field={field} name={name} label={label} control={control} disabled={disabled} />;
  if (field.kind === 'yesNo') return <YesNoInput field={field} name={name} label={label} control={control} onChanged={onChanged} disabled={disabled} />;
  return <TypedInput field={field} name={name} label={label} control={control} onChanged={onChanged} disabled={disabled} hint={hint} hintId={hints ? hintId : undefined} />;
}

function TypedInput({ field, name, label, control, onChanged, disabled, hint, hintId }: { field: FieldDefinition; name: string; label: string; control: Control<FormTree>; onChanged?: (() => void) | undefined; disabled?: boolean | undefined; hint: React.ReactNode; hintId: string | undefined }) {
  const { t } = useTranslation('applicationFamilies');
  const { value, onChange, onBlur, ref, error } = useFieldValue(name, control);
  const change = (next: string) => {
    onChange(next);
    onChanged?.();
  };
  if (field.kind === 'longText') {
    return <TextAreaField label={label} name={name} value={value} rows={4} error={error} hint={field.hint} aria-required={field.required || undefined} disabled={disabled} onChange={(event) => change(event.target.value)} onBlur={onBlur} data-testid={`field-${name}`} />;
  }
  const shown = field.kind === 'date' ? dateShown(value) : field.kind === 'iban' ? groupIban(value) : value;
  const store = (typed: string) => (field.kind === 'date' ? dateStored(typed) : field.kind === 'iban' ? compactIban(typed) : typed);
  const ltr = field.kind !== 'text';
  return (
    <div className="flex flex-col gap-1">
      <TextField
        label={label}
        name={name}
        ref={ref}
        value={shown}
        error={error}
        type={field.kind === 'email' ? 'email' : 'text'}
        inputMode={INPUT_MODES[field.kind]}
        dir={ltr ? 'ltr' : 'auto'}
        autoComplete="off"
        spellCheck={field.kind === 'text'}
        placeholder={field.kind === 'date' ? t('field.datePlaceholder') : undefined}
        aria-required={field.required || undefined}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => change(store(event.target.value))}
        onBlur={onBlur}
        data-testid={`field-${name}`}
      />
      {hint}
    </div>
  );
}

function LookupInput({ family, field, name, label, prefix, control, onChanged, disabled }: { family: FamilyDefinition; field: FieldDefinition; name: string; label: string; prefix: string; control: Control<FormTree>; onChanged?: (() => void) | undefined; disabled?: boolean | undefined }) {
  const { t } = useTranslation('applicationFamilies');
  const { value, onChange, onBlur, ref, error } = useFieldValue(name, control);
  const parentValue = useWatch({ control, name: field.parent === undefined ? '#none' : prefix + field.parent });
  const options = lookupOptions(family, field, typeof parentValue === 'string' ? parentValue : undefined);
  return (
    <SelectField
      label={label}
      name={name}
      ref={ref}
      value={value}
      error={error}
      required={field.required}
      emphasizeRequired={false}
      placeholder={field.parent !== undefined && options.length === 0 ? t('field.chooseParentFirst') : t('field.choose')}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
      disabled={disabled}
      onValueChange={(next) => {
        onChange(next);
        onChanged?.();
      }}
      onBlur={onBlur}
      data-testid={`field-${name}`}
    />
  );
}

function YesNoInput({ field, name, label, control, onChanged, disabled }: { field: FieldDefinition; name: string; label: string; control: Control<FormTree>; onChanged?: (() => void) | undefined; disabled?: boolean | undefined }) {
  const { t } = useTranslation('applicationFamilies');
  const errorId = useId();
  const { value, onChange, onBlur, ref, error } = useFieldValue(name, control);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined} data-testid={`field-${name}`}>
      <legend className="text-sm font-medium text-gray-800">{label}</legend>
      {field.hint ? <p className="text-sm text-gray-600">{field.hint}</p> : null}
      <div className="flex flex-wrap gap-4">
        {(['yes', 'no'] as const).map((option, index) => (
          <label key={option} className="inline-flex min-h-10 items-center gap-2 text-gray-900">
            <input
              type="radio"
              name={name}
              value={option}
              ref={index === 0 ? ref : undefined}
              checked={value === option}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
              onChange={() => {
                onChange(option);
                onChanged?.();
              }}
              onBlur={onBlur}
              className={`size-5 accent-brand-main ${focusRing}`}
            />
            {t(`field.${option}`)}
          </label>
        ))}
      </div>
      {error ? <p id={errorId} className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

function AddressPart({ name, label, control, disabled, numeric }: { name: string; label: string; control: Control<FormTree>; disabled?: boolean | undefined; numeric?: boolean }) {
  const { value, onChange, onBlur, ref, error } = useFieldValue(name, control);
  return <TextField label={label} name={name} ref={ref} value={value} error={error} inputMode={numeric ? 'numeric' : undefined} dir="auto" disabled={disabled} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} data-testid={`field-${name}`} />;
}

function AddressInput({ name, label, control, disabled, hint }: { name: string; label: string; control: Control<FormTree>; disabled?: boolean | undefined; hint: React.ReactNode }) {
  return (
    <AddressFields
      legend={label}
      hint={hint}
      part={(part, partLabel) => <AddressPart name={addressPath(name, part)} label={partLabel} control={control} disabled={disabled} numeric={part === 'postcode'} />}
    />
  );
}
