import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { OtpInput } from '../../../components/inputs/OtpInput';
import { ResendButton } from '../../../components/inputs/ResendButton';
import { useCountdown } from '../../../components/inputs/useCountdown';
import { type FieldErrors, reportUserErrors } from '../../../notifications/userErrors';
import { useNotify } from '../../../notifications/useNotify';
import { activationFailureKey } from '../activate/activationResult';
import { useActivateAccountMutation } from '../mutations/useActivateAccountMutation';
import { useResendActivationCodeMutation } from '../mutations/useResendActivationCodeMutation';

/** Where the activation code went after a registration. */
export interface Registration {
  sentTo: string;
  registrationType: 'EMAIL' | 'MOBILE' | '%future added value';
}

interface RegistrationCompletionProps {
  registration: Registration;
  resendLockSeconds: number;
  onActivated: () => void;
}

/** 000 §2, §4: the completion heading (email or SMS wording), the code, Resend and Submit. */
export function RegistrationCompletion({ registration, resendLockSeconds, onActivated }: RegistrationCompletionProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const resendLock = useCountdown(resendLockSeconds);
  const [activate, activating] = useActivateAccountMutation();
  const [resend, resending] = useResendActivationCodeMutation();
  const busy = activating || resending;
  const bySms = registration.registrationType === 'MOBILE';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code === '' || busy) return;
    setFieldErrors({});
    activate({
      variables: { input: { value: registration.sentTo, otpCode: code } },
      onCompleted: ({ activateAccount }) => {
        if (activateAccount.activated) {
          notify('success', t('register.activated'));
          onActivated();
          return;
        }
        const reported = reportUserErrors(activateAccount.userErrors, { fields: ['otpCode'], notify, t, kind: 'error' });
        setFieldErrors(reported.fieldErrors);
        if (activateAccount.userErrors.length === 0) notify('error', t(activationFailureKey(activateAccount.result)));
      },
      onError: () => void notify('error', t('register.failed')),
    });
  }

  function resendCode() {
    resend({
      variables: { input: { value: registration.sentTo } },
      onCompleted: ({ resendActivationCode }) => {
        const reported = reportUserErrors(resendActivationCode.userErrors, { fields: [], notify, t });
        if (resendActivationCode.sent) {
          notify('info', t('otp.sent'));
          resendLock.start(resendActivationCode.resendAvailableInSeconds ?? resendLockSeconds);
        } else if (reported.retryAfterSeconds > 0) resendLock.start(reported.retryAfterSeconds);
      },
      onError: () => void notify('error', t('register.failed')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy} data-testid="registration-completion">
      <h2 className="text-lg font-semibold text-gray-900">{t(bySms ? 'register.completedSms' : 'register.completedEmail')}</h2>
      <p role="status" className="text-sm text-gray-700">
        {t('register.codeSentTo', { to: registration.sentTo })}
      </p>
      <OtpInput label={t('otp.code')} value={code} onChange={setCode} error={fieldErrors.otpCode} disabled={busy} />
      <div className="flex flex-wrap justify-between gap-3">
        <ResendButton lockedSeconds={resendLock.remaining} onResend={resendCode} disabled={busy} />
        <Button type="submit" disabled={code === '' || busy}>
          {t('otp.submit')}
        </Button>
      </div>
    </form>
  );
}
