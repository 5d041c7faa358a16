import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../components/Button';
import { ResendButton } from '../../../components/inputs/ResendButton';
import { useCountdown } from '../../../components/inputs/useCountdown';
import { FormContactInput, FormOtpInput } from '../../../forms/accountFields';
import { contactProblem, isValidContact } from '../../../components/inputs/contactRules';
import { showServerErrors, usePortalForm } from '../../../forms/usePortalForm';
import { reportUserErrors } from '../../../notifications/userErrors';
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
  const form = usePortalForm<{ value: string; otpCode: string }>({
    defaultValues: { value: linkIsLogin ? linkValue : '', otpCode: '' },
    rules: (values) => ({ value: contactProblem(t, values.value, 'either') }),
  });
  const { value: login, otpCode: code } = form.watch();
  const resendLock = useCountdown();
  const [activate, activating] = useActivateAccountMutation();
  const [resend, resending] = useResendActivationCodeMutation();
  const busy = activating || resending;
  const value = registrationLogin(login);

  const ready = code !== '' && !busy && isValidContact(login, 'either');
  const submit = form.submitWith(async () => {
    activate({
      variables: { input: { value, otpCode: code } },
      onCompleted: ({ activateAccount }) => {
        if (activateAccount.activated) return onActivated();
        showServerErrors(form, reportUserErrors(activateAccount.userErrors, { fields: ['otpCode', 'value'], notify, t, kind: 'error' }).fieldErrors);
        if (activateAccount.userErrors.length === 0) notify('error', t(activationFailureKey(activateAccount.result)));
      },
      onError: (error) => void notify('error', activationRequestFailure(error, t)),
    });
    return null;
  });

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
    <FormProvider {...form}>
      <form onSubmit={(event) => (ready ? submit(event) : event.preventDefault())} noValidate className="flex flex-col gap-4" aria-busy={busy}>
        {linkIsLogin ? null : <FormContactInput label={t('login.identifier')} name="value" accept="either" disabled={busy} />}
        <FormOtpInput label={t('otp.code')} name="otpCode" disabled={busy} />
        <div className="flex flex-wrap justify-between gap-3">
          <ResendButton lockedSeconds={resendLock.remaining} onResend={resendCode} disabled={busy || !isValidContact(login, 'either')} />
          <Button type="submit" disabled={code === '' || busy}>
            {t('otp.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
