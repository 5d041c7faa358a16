import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { CurrentPasswordField } from '../CurrentPasswordField';
import type { PhoneValue } from '../../../components/inputs/PhoneInput';
import { CodeRequestButton } from '../../../components/inputs/CodeRequestButton';
import { CHANGE_MOBILE_MESSAGE_MS } from '../../../components/timing';
import { FormPhoneInput, phoneNumberProblem } from '../../../forms/phoneFields';
import { FormTextField } from '../../../forms/fields';
import { type FormRules, type PortalForm, showServerErrors } from '../../../forms/usePortalForm';
import type { TFunction } from '../../../i18n/i18n';
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
  /** The screen's form: its values stay while the code is entered, for the way back. */
  form: PortalForm<MobileChangeValues>;
  profileMobile: string | null | undefined;
  countries: readonly string[];
  busy: boolean;
  /** Seconds before another code may be sent, after the server refused one as too soon. */
  lockedSeconds: number;
  onSubmit: () => void;
}

/** The rules of the inputs as typed (001 §5): the new mobile as its input names it. */
export function mobileChangeRules(t: TFunction): FormRules<MobileChangeValues> {
  return (values) => ({ newMobile: phoneNumberProblem(t, values.newMobile) });
}

/** 001 §2 change-mobile request: current phone, new mobile with its country code, and the password. */
export function MobileChangeForm({ form, profileMobile, countries, busy, lockedSeconds, onSubmit }: MobileChangeFormProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const [newValid, setNewValid] = useState(false);
  const values = form.watch();
  const ready = values.currentMobile.trim() !== '' && newValid && values.password !== '' && !busy;

  const submit = form.submitWith(async (typed) => {
    const found = mobileChangeProblem(typed, profileMobile);
    if (!found) {
      onSubmit();
      return null;
    }
    showServerErrors(form, { [found === 'wrongPhone' ? 'currentMobile' : 'newMobile']: t(`changes.${found}`) });
    notify('warn', t(`changes.${found}`), CHANGE_MOBILE_MESSAGE_MS);
    return null;
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => (ready && lockedSeconds === 0 ? submit(event) : event.preventDefault())} noValidate className="flex flex-col gap-4" aria-busy={busy}>
        <FormTextField label={t('changes.currentMobile')} name="currentMobile" inputMode="tel" autoComplete="tel-national" disabled={busy} dir="ltr" required />
        <FormPhoneInput label={t('changes.newMobile')} name="newMobile" onValidChange={setNewValid} countries={countries} disabled={busy} />
        <CurrentPasswordField label={t('login.password')} name="password" disabled={busy} />
        <CodeRequestButton lockedSeconds={lockedSeconds} disabled={!ready}>
          {t('actions.submit')}
        </CodeRequestButton>
      </form>
    </FormProvider>
  );
}
