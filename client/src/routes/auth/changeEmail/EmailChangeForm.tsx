import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { CurrentPasswordField } from '../CurrentPasswordField';
import { CodeRequestButton } from '../../../components/inputs/CodeRequestButton';
import { CHANGE_EMAIL_MESSAGE_MS } from '../../../components/timing';
import { FormContactInput } from '../../../forms/accountFields';
import { contactProblem } from '../../../components/inputs/contactRules';
import { type FormRules, type PortalForm, showServerErrors } from '../../../forms/usePortalForm';
import type { TFunction } from '../../../i18n/i18n';
import { useNotify } from '../../../notifications/useNotify';
import { AccountEmailHint } from '../AccountEmailHint';
import { type EmailChangeProblem, type EmailChangeValues, canRequestEmailChange, emailChangeProblem } from './emailChangeRules';

const PROBLEM_FIELD: Record<EmailChangeProblem, keyof EmailChangeValues> = {
  wrongEmail: 'currentEmail',
  sameEmail: 'newEmail',
  passwordRequired: 'password',
};

interface EmailChangeFormProps {
  /** The screen's form: its values stay while the code is entered, for the way back. */
  form: PortalForm<EmailChangeValues>;
  profileEmail: string | null | undefined;
  busy: boolean;
  /** Seconds before another code may be sent, after the server refused one as too soon. */
  lockedSeconds: number;
  onSubmit: (values: EmailChangeValues) => void;
  /** The utility's account e-mail tooltip (text 60), under the current e-mail. */
  accountEmailHint?: string | null;
}

/** The rules of the inputs as typed (001 §5): each email as its input names it. */
export function emailChangeRules(t: TFunction): FormRules<EmailChangeValues> {
  return (values) => ({ currentEmail: contactProblem(t, values.currentEmail, 'email'), newEmail: contactProblem(t, values.newEmail, 'email') });
}

/** 001 §2 change-email request: current email, new email and password, checked before sending (001 §5). */
export function EmailChangeForm({ form, profileEmail, busy, lockedSeconds, onSubmit, accountEmailHint = null }: EmailChangeFormProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const values = form.watch();
  const ready = !busy && lockedSeconds === 0 && canRequestEmailChange(values);

  const submit = form.submitWith(async (typed) => {
    const found = emailChangeProblem(typed, profileEmail);
    if (!found) {
      onSubmit(typed);
      return null;
    }
    showServerErrors(form, { [PROBLEM_FIELD[found]]: t(`changes.${found}`) });
    notify('warn', t(`changes.${found}`), CHANGE_EMAIL_MESSAGE_MS);
    return null;
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => (ready ? submit(event) : event.preventDefault())} noValidate className="flex flex-col gap-4" aria-busy={busy}>
        <FormContactInput label={t('changes.currentEmail')} name="currentEmail" accept="email" disabled={busy} />
        <AccountEmailHint text={accountEmailHint} />
        <FormContactInput label={t('changes.newEmail')} name="newEmail" accept="email" disabled={busy} />
        <CurrentPasswordField label={t('login.password')} name="password" disabled={busy} />
        <CodeRequestButton lockedSeconds={lockedSeconds} disabled={busy || !canRequestEmailChange(values)}>
          {t('actions.submit')}
        </CodeRequestButton>
      </form>
    </FormProvider>
  );
}
