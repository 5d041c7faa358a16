import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { CodeRequestButton } from '../../../components/inputs/CodeRequestButton';
import { EmailOrPhoneInput } from '../../../components/inputs/EmailOrPhoneInput';
import { PasswordField } from '../../../components/PasswordField';
import { CHANGE_EMAIL_MESSAGE_MS } from '../../../components/timing';
import type { FieldErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { AccountEmailHint } from '../AccountEmailHint';
import { type EmailChangeProblem, type EmailChangeValues, canRequestEmailChange, emailChangeProblem } from './emailChangeRules';

const PROBLEM_FIELD: Record<EmailChangeProblem, keyof EmailChangeValues> = {
  wrongEmail: 'currentEmail',
  sameEmail: 'newEmail',
  passwordRequired: 'password',
};

interface EmailChangeFormProps {
  values: EmailChangeValues;
  onChange: (values: EmailChangeValues) => void;
  profileEmail: string | null | undefined;
  fieldErrors: FieldErrors;
  busy: boolean;
  /** Seconds before another code may be sent, after the server refused one as too soon. */
  lockedSeconds: number;
  onSubmit: () => void;
  /** The utility's account e-mail tooltip (text 60), under the current e-mail. */
  accountEmailHint?: string | null;
}

/** 001 §2 change-email request: current email, new email and password, checked before sending (001 §5). */
export function EmailChangeForm({ values, onChange, profileEmail, fieldErrors, busy, lockedSeconds, onSubmit, accountEmailHint = null }: EmailChangeFormProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const [problem, setProblem] = useState<EmailChangeProblem | null>(null);
  const errorFor = (field: keyof EmailChangeValues) => fieldErrors[field] ?? (problem && PROBLEM_FIELD[problem] === field ? t(`changes.${problem}`) : null);
  const set = (field: keyof EmailChangeValues) => (value: string) => onChange({ ...values, [field]: value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || lockedSeconds > 0 || !canRequestEmailChange(values)) return;
    const found = emailChangeProblem(values, profileEmail);
    setProblem(found);
    if (found) return void notify('warn', t(`changes.${found}`), CHANGE_EMAIL_MESSAGE_MS);
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <EmailOrPhoneInput label={t('changes.currentEmail')} name="currentEmail" accept="email" value={values.currentEmail} onChange={set('currentEmail')} error={errorFor('currentEmail')} disabled={busy} />
      <AccountEmailHint text={accountEmailHint} />
      <EmailOrPhoneInput label={t('changes.newEmail')} name="newEmail" accept="email" value={values.newEmail} onChange={set('newEmail')} error={errorFor('newEmail')} disabled={busy} />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => set('password')(event.target.value)}
        error={errorFor('password')}
        disabled={busy}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        required
      />
      <CodeRequestButton lockedSeconds={lockedSeconds} disabled={busy || !canRequestEmailChange(values)}>
        {t('actions.submit')}
      </CodeRequestButton>
    </form>
  );
}
