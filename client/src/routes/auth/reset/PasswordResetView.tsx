import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { isValidContact } from '../../../components/inputs/contactRules';
import { EmailOrPhoneInput } from '../../../components/inputs/EmailOrPhoneInput';
import type { CaptchaAction } from '../../../components/inputs/useCaptchaGate';
import { type FieldErrors, reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { useRequestPasswordResetMutation } from '../mutations/useRequestPasswordResetMutation';
import { registrationLogin } from '../register/registrationRules';

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
  const [completed, setCompleted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [commit, isInFlight] = useRequestPasswordResetMutation();
  // 000 §5: the reset button needs a valid login, no request in flight and no completed reset.
  const ready = isValidContact(identifier, 'either') && !isInFlight && !completed;

  function send(captchaToken: string | null) {
    const login = registrationLogin(identifier);
    setFieldErrors({});
    commit({
      variables: { input: { emailOrMobile: login, captchaToken } },
      onCompleted: ({ requestPasswordReset }) => {
        if (requestPasswordReset.userErrors.length > 0) {
          setFieldErrors(reportUserErrors(requestPasswordReset.userErrors, { fields: ['emailOrMobile'], notify, t, kind: 'error' }).fieldErrors);
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready) runWithCaptcha(send);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={isInFlight} data-testid="reset-request-form">
      <p className="text-gray-800">{t('resetPassword.intro')}</p>
      <EmailOrPhoneInput
        label={t('login.identifier')}
        name="emailOrMobile"
        value={identifier}
        onChange={onIdentifierChange}
        accept="either"
        error={fieldErrors.emailOrMobile}
        disabled={isInFlight || completed}
      />
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
  );
}
