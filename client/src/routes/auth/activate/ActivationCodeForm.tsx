import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { isValidContact } from '../../../components/inputs/contactRules';
import { EmailOrPhoneInput } from '../../../components/inputs/EmailOrPhoneInput';
import { OtpInput } from '../../../components/inputs/OtpInput';
import { ResendButton } from '../../../components/inputs/ResendButton';
import { useCountdown } from '../../../components/inputs/useCountdown';
import { type FieldErrors, reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { useActivateAccountMutation } from '../mutations/useActivateAccountMutation';
import { useResendActivationCodeMutation } from '../mutations/useResendActivationCodeMutation';
import { registrationLogin } from '../register/registrationRules';
import { activationFailureKey, activationRequestFailure } from './activationResult';

interface ActivationCodeFormProps {
  /** The route's value: the registered login when the link carries it, else a link code. */
  linkValue: string;
  resendLockSeconds: number;
  onActivated: () => void;
}

/**
 * 000 §2 activation page with OTP login on: the code, Resend and Submit. A code activates the login it
 * was sent to (utility-api ActivateAccount), so the login is asked for when the link does not carry it.
 */
export function ActivationCodeForm({ linkValue, resendLockSeconds, onActivated }: ActivationCodeFormProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const linkIsLogin = isValidContact(linkValue, 'either');
  const [login, setLogin] = useState(linkIsLogin ? linkValue : '');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const resendLock = useCountdown();
  const [activate, activating] = useActivateAccountMutation();
  const [resend, resending] = useResendActivationCodeMutation();
  const busy = activating || resending;
  const value = registrationLogin(login);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code === '' || busy || !isValidContact(login, 'either')) return;
    setFieldErrors({});
    activate({
      variables: { input: { value, otpCode: code } },
      onCompleted: ({ activateAccount }) => {
        if (activateAccount.activated) return onActivated();
        setFieldErrors(reportUserErrors(activateAccount.userErrors, { fields: ['otpCode', 'value'], notify, t, kind: 'error' }).fieldErrors);
        if (activateAccount.userErrors.length === 0) notify('error', t(activationFailureKey(activateAccount.result)));
      },
      onError: (error) => void notify('error', activationRequestFailure(error, t)),
    });
  }

  function resendCode() {
    resend({
      variables: { input: { value } },
      onCompleted: ({ resendActivationCode }) => {
        const reported = reportUserErrors(resendActivationCode.userErrors, { fields: [], notify, t });
        if (resendActivationCode.sent) notify('info', t('otp.sent'));
        resendLock.start(resendActivationCode.resendAvailableInSeconds ?? (reported.retryAfterSeconds || resendLockSeconds));
      },
      onError: (error) => void notify('error', activationRequestFailure(error, t)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      {linkIsLogin ? null : (
        <EmailOrPhoneInput label={t('login.identifier')} name="value" value={login} onChange={setLogin} accept="either" error={fieldErrors.value} disabled={busy} />
      )}
      <OtpInput label={t('otp.code')} value={code} onChange={setCode} error={fieldErrors.otpCode} disabled={busy} />
      <div className="flex flex-wrap justify-between gap-3">
        <ResendButton lockedSeconds={resendLock.remaining} onResend={resendCode} disabled={busy || !isValidContact(login, 'either')} />
        <Button type="submit" disabled={code === '' || busy}>
          {t('otp.submit')}
        </Button>
      </div>
    </form>
  );
}
