import type { ComponentProps } from 'react';
import { PhoneInput, type PhoneValue } from '../components/inputs/PhoneInput';
import type { TFunction } from '../i18n/i18n';
import { phoneProblem } from '../../../shared/phoneRules';
import { useFormField } from './fields';

// Apart from ./accountFields.tsx: the phone input carries libphonenumber's metadata (shared/phoneRules.ts), which
// only the screens with a phone input load, never /login.

/** A phone number with its country of the form (its value a PhoneValue); it names its own rule once the typing settles. */
export function FormPhoneInput({ name, ...props }: Omit<ComponentProps<typeof PhoneInput>, 'name' | 'value' | 'onChange' | 'error'> & { name: string }) {
  const field = useFormField<PhoneValue>(name);
  return <PhoneInput {...props} name={name} value={field.value} error={field.error} onChange={field.onChange} />;
}

/** The problem of a typed phone number with its dial code (001 §5, shared/phoneRules.ts), as its input names it. */
export function phoneNumberProblem(t: TFunction, { dialCode, number }: PhoneValue): string | null {
  const problem = number.trim() === '' ? null : phoneProblem(dialCode, number.trim());
  return problem ? t(`common:inputs.phone.${problem}`) : null;
}
