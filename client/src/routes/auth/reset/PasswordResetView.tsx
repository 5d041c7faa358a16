import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import type { CaptchaAction } from '../../../components/inputs/useCaptchaGate';
import { FormContactInput } from '../../../forms/accountFields';
import { contactProblem, isValidContact } from '../../../components/inputs/contactRules';
import { showServerErrors, usePortalForm } from '../../../forms/usePortalForm';
import { reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { useRequestPasswordResetMutation } from '../mutations/useRequestPasswordResetMutation';
import { registrationLogin } from '../register/registrationRules';
import { useTypedLogin } from '../useTypedLogin';

interface PasswordResetViewProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  runWithCaptcha: (action: CaptchaAction) => void;
  onCaptchaRefused: () => void;
  onBack: () => void;
}

/** The reset page's path for a login (000 §4: the email lower-cased; an at-sign is valid in a path). */
export function resetPagePath(login: string): string {
  return `/account/resetPassword/${encodeURIComponent(registrationLogin(login)).replace(/%40/g, '@')}`;
}

/** 000 §2 password-reset view: the login, Back and Send Password; then a message and the reset page. */
export function PasswordResetView({ identifier, onIdentifierChange, runWithCaptcha, onCaptchaRefused, onBack }: PasswordResetViewProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const navigate = useNavigate();
  const form = usePortalForm<{ emailOrMobile: string }>({
    defaultValues: { emailOrMobile: identifier },
    rules: ({ emailOrMobile }) => ({ emailOrMobile: contactProblem(t, emailOrMobile, 'either') }),
  });
  const [completed, setCompleted] = useState(false);
  const [commit, isInFlight] = useRequestPasswordResetMutation();
  const typed = form.watch('emailOrMobile');
  useTypedLogin(form, 'emailOrMobile', onIdentifierChange);
  // 000 §5: the reset button needs a valid login, no request in flight and no completed reset.
  const ready = isValidContact(typed, 'either') && !isInFlight && !completed;

  function send(captchaToken: string | null) {
    const login = registrationLogin(form.getValues('emailOrMobile'));
    form.clearErrors();
    commit({
      variables: { input: { emailOrMobile: login, captchaToken } },
      onCompleted: ({ requestPasswordReset }) => {
        if (requestPasswordReset.userErrors.length > 0) {
          showServerErrors(form, reportUserErrors(requestPasswordReset.userErrors, { fields: ['emailOrMobile'], notify, t, kind: 'error' }).fieldErrors);
          if (requestPasswordReset.userErrors.some((error) => error.code === 'CAPTCHA_FAILED')) onCaptchaRefused();
          return;
        }
        setCompleted(true);
        notify('success', t('resetPassword.sent'));
        void navigate(resetPagePath(login));
      },
      onError: () => void notify('error', t('resetPassword.failed')),
    });
  }

  const submit = form.submitWith(async () => {
    if (ready) runWithCaptcha(send);
    return null;
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight} data-testid="reset-request-form">
        <p className="text-gray-800">{t('resetPassword.intro')}</p>
        <FormContactInput label={t('login.identifier')} name="emailOrMobile" accept="either" disabled={isInFlight || completed} />
        {completed ? (
          <p role="status" className="text-sm text-green-800">
            {t('resetPassword.sent')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={onBack} disabled={isInFlight}>
            {t('actions.back')}
          </Button>
          <Button type="submit" disabled={!ready}>
            {t('resetPassword.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
