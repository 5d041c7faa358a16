import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { PhoneInput, type PhoneValue } from '../../../components/inputs/PhoneInput';
import { CodeRequestButton } from '../../../components/inputs/CodeRequestButton';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { CHANGE_MOBILE_MESSAGE_MS } from '../../../components/timing';
import type { FieldErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { phoneInProfile } from '../changePassword/profileMatch';

export interface MobileChangeValues {
  currentMobile: string;
  newMobile: PhoneValue;
  password: string;
}

type Problem = 'wrongPhone' | 'samePhone';

/** 001 §5: the current phone must be in the profile's number and the new one must differ from it. */
export function mobileChangeProblem(values: MobileChangeValues, profileMobile: string | null | undefined): Problem | null {
  if (!phoneInProfile(values.currentMobile, profileMobile)) return 'wrongPhone';
  if (phoneInProfile(values.newMobile.number, profileMobile) || values.newMobile.number.trim() === values.currentMobile.trim()) return 'samePhone';
  return null;
}

interface MobileChangeFormProps {
  values: MobileChangeValues;
  onChange: (values: MobileChangeValues) => void;
  profileMobile: string | null | undefined;
  countries: readonly string[];
  fieldErrors: FieldErrors;
  busy: boolean;
  /** Seconds before another code may be sent, after the server refused one as too soon. */
  lockedSeconds: number;
  onSubmit: () => void;
}

/** 001 §2 change-mobile request: current phone, new mobile with its country code, and the password. */
export function MobileChangeForm({ values, onChange, profileMobile, countries, fieldErrors, busy, lockedSeconds, onSubmit }: MobileChangeFormProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [newValid, setNewValid] = useState(false);
  const onNewMobile = useCallback((newMobile: PhoneValue) => onChange({ ...values, newMobile }), [onChange, values]);
  const ready = values.currentMobile.trim() !== '' && newValid && values.password !== '' && !busy;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || lockedSeconds > 0) return;
    const found = mobileChangeProblem(values, profileMobile);
    setProblem(found);
    if (found) return void notify('warn', t(`changes.${found}`), CHANGE_MOBILE_MESSAGE_MS);
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      <TextField
        label={t('changes.currentMobile')}
        name="currentMobile"
        inputMode="tel"
        autoComplete="tel-national"
        value={values.currentMobile}
        onChange={(event) => onChange({ ...values, currentMobile: event.target.value })}
        error={fieldErrors.currentMobile ?? (problem === 'wrongPhone' ? t('changes.wrongPhone') : null)}
        disabled={busy}
        dir="ltr"
        required
      />
      <PhoneInput
        label={t('changes.newMobile')}
        name="newMobile"
        value={values.newMobile}
        onChange={onNewMobile}
        onValidChange={setNewValid}
        countries={countries}
        error={fieldErrors.newMobile ?? (problem === 'samePhone' ? t('changes.samePhone') : null)}
        disabled={busy}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={fieldErrors.password}
        disabled={busy}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        required
      />
      <CodeRequestButton lockedSeconds={lockedSeconds} disabled={!ready}>
        {t('actions.submit')}
      </CodeRequestButton>
    </form>
  );
}
