import type { ComponentProps } from 'react';
import { EmailOrPhoneInput } from '../components/inputs/EmailOrPhoneInput';
import { OtpInput } from '../components/inputs/OtpInput';
import { PasswordPair } from '../components/inputs/PasswordPair';
import { passwordPairValue } from '../components/inputs/passwordRules';
import { PasswordField } from '../components/PasswordField';
import type { TFunction } from '../i18n/i18n';
import { type PasswordPolicy, passwordProblems } from '../../../shared/passwordRules';
import { useFormField } from './fields';

/** A PasswordField of the form. */
export function FormPasswordField({ name, ...props }: Omit<ComponentProps<typeof PasswordField>, 'name' | 'value' | 'onChange' | 'error' | 'defaultValue'> & { name: string }) {
  const field = useFormField<string>(name);
  return <PasswordField {...props} name={name} ref={field.ref} value={field.value ?? ''} error={field.error} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur} />;
}

/** A one-time-code input of the form. */
export function FormOtpInput({ name, ...props }: Omit<ComponentProps<typeof OtpInput>, 'name' | 'value' | 'onChange' | 'error'> & { name: string }) {
  const field = useFormField<string>(name);
  return <OtpInput {...props} name={name} value={field.value ?? ''} error={field.error} onChange={field.onChange} />;
}

/** An email-or-phone input of the form; it names its own rule as the user types, the form's problems first. */
export function FormContactInput({ name, ...props }: Omit<ComponentProps<typeof EmailOrPhoneInput>, 'name' | 'value' | 'onChange' | 'error'> & { name: string }) {
  const field = useFormField<string>(name);
  return <EmailOrPhoneInput {...props} name={name} value={field.value ?? ''} error={field.error} onChange={field.onChange} />;
}

/** The problems of a new password pair (001 §5, shared/passwordRules.ts): each broken rule on the first, a mismatch on the second. */
export function passwordPairProblems(t: TFunction, policy: PasswordPolicy, password: string, repeat: string): [string | null, string | null] {
  const problems = passwordProblems(password, policy);
  return [problems.length ? problems.map((problem) => t(`common:inputs.password.${problem}`, { count: policy.minimumLength })).join(' ') : null, repeat !== password ? t('common:inputs.password.mismatch') : null];
}

type PairProps = Omit<ComponentProps<typeof PasswordPair>, 'value' | 'onChange' | 'error'> & {
  /** The form's names of the new password and its repeat. */
  names: readonly [string, string];
};

/** The new password pair of the form: its two values, and the form's (or the server's) problem of either under the first. */
export function FormPasswordPair({ names: [first, second], policy, ...props }: PairProps) {
  const password = useFormField<string>(first);
  const repeat = useFormField<string>(second);
  return (
    <PasswordPair
      {...props}
      policy={policy}
      value={passwordPairValue(password.value ?? '', repeat.value ?? '', policy)}
      onChange={(next) => {
        if (next.password !== password.value) password.onChange(next.password);
        if (next.password2 !== repeat.value) repeat.onChange(next.password2);
      }}
      error={password.error ?? repeat.error}
    />
  );
}
