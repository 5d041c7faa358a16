import type { ComponentProps } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { CheckboxField } from '../components/CheckboxField';
import { SelectField } from '../components/SelectField';
import { TextAreaField } from '../components/TextAreaField';
import { TextField } from '../components/TextField';
import { useTranslation } from '../i18n/useTranslation';
import { afterPointer } from './afterPointer';

/**
 * One field of the form around it (`FormProvider`): its value, its problem in the user's language, and the
 * checks of ./usePortalForm.ts — when the field is left, and at each change while it shows a problem, so the
 * error line goes as soon as the value is right (not on blur, where the layout moving would swallow a click).
 * A field left by pressing a button is checked once that click is through (./afterPointer.ts), for the same reason.
 */
export function useFormField<V = unknown>(name: string) {
  const { control, trigger, getFieldState } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  return {
    name,
    value: field.value as V,
    ref: field.ref,
    onBlur: () => afterPointer(field.onBlur),
    onChange(value: V) {
      field.onChange(value);
      if (getFieldState(name).error) void trigger(name);
    },
    error: fieldState.error?.message ?? null,
  };
}

type Named<P, Omitted extends string> = Omit<P, 'name' | 'value' | 'onChange' | 'error' | Omitted> & { name: string };

interface TextBinding {
  /** Rewrites what is typed as it is typed (an IBAN in groups of four). */
  format?: (typed: string) => string;
  /** Rewrites the value when the field is left, before it is checked (an amount with two decimals). */
  normalise?: (typed: string) => string;
  /** Told each new value the user types, for fields that follow it. */
  onValueChange?: (value: string) => void;
}

/** A TextField of the form. */
export function FormTextField({ name, format, normalise, onValueChange, onBlur, ...props }: Named<ComponentProps<typeof TextField>, 'defaultValue'> & TextBinding) {
  const field = useFormField<string>(name);
  return (
    <TextField
      {...props}
      name={name}
      ref={field.ref}
      value={field.value ?? ''}
      error={field.error}
      onChange={(event) => {
        const value = format ? format(event.target.value) : event.target.value;
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (normalise && normalise(field.value ?? '') !== field.value) field.onChange(normalise(field.value ?? ''));
        field.onBlur();
      }}
    />
  );
}

type TypedFieldProps = Named<ComponentProps<typeof TextField>, 'defaultValue' | 'type' | 'placeholder' | 'dir'>;

/**
 * A day or time typed the way 002 §9 writes it, whatever the browser's language, rather than the browser's picker,
 * which writes it the locale's way (and may ask for AM/PM). Left to right, so the day stays before the time in Arabic.
 */
function typedField(placeholderKey: 'dates.dateTimePlaceholder' | 'dates.placeholder' | 'dates.timePlaceholder', inputMode?: 'numeric') {
  return function TypedField(props: TypedFieldProps) {
    const { t } = useTranslation('common');
    return <FormTextField {...props} type="text" dir="ltr" autoComplete="off" {...(inputMode ? { inputMode } : {})} placeholder={t(placeholderKey)} />;
  };
}

/** A date and time typed `DD/MM/YYYY HH:mm`. */
export const FormDateTimeField = typedField('dates.dateTimePlaceholder');
/** A day typed `DD/MM/YYYY`. */
export const FormDateField = typedField('dates.placeholder', 'numeric');
/** A time of day typed `HH:mm` (24-hour). */
export const FormTimeField = typedField('dates.timePlaceholder', 'numeric');

/** A SelectField of the form (its value a string, '' for none). */
export function FormSelectField({ name, onValueChange, ...props }: Named<ComponentProps<typeof SelectField>, 'defaultValue' | 'onBlur'>) {
  const field = useFormField<string>(name);
  return (
    <SelectField
      {...props}
      name={name}
      ref={field.ref}
      value={field.value ?? ''}
      error={field.error}
      onValueChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
    />
  );
}

/** A TextAreaField of the form. */
export function FormTextAreaField({ name, ...props }: Named<ComponentProps<typeof TextAreaField>, 'defaultValue' | 'onBlur'>) {
  const field = useFormField<string>(name);
  return <TextAreaField {...props} name={name} value={field.value ?? ''} error={field.error} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />;
}

/** A CheckboxField of the form (its value a boolean). */
export function FormCheckboxField({ name, ...props }: Omit<ComponentProps<typeof CheckboxField>, 'name' | 'checked' | 'onChange' | 'defaultChecked'> & { name: string }) {
  const field = useFormField<boolean>(name);
  return <CheckboxField {...props} name={name} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />;
}
