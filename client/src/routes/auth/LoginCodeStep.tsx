import { OtpInput } from '../../components/inputs/OtpInput';
import { ResendButton } from '../../components/inputs/ResendButton';
import { useTranslation } from '../../i18n/useTranslation';

interface LoginCodeStepProps {
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  resendLockedSeconds: number;
  onResend: () => void;
  disabled: boolean;
}

/** 000 §4: the second step of a login with a one-time code — the code sent, its input and Resend. */
export function LoginCodeStep({ code, onCodeChange, error, resendLockedSeconds, onResend, disabled }: LoginCodeStepProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-gray-700">
        {t('login.codeSent')}
      </p>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <OtpInput label={t('otp.code')} name="otpCode" value={code} error={error} onChange={onCodeChange} disabled={disabled} />
        </div>
        <ResendButton lockedSeconds={resendLockedSeconds} disabled={disabled} onResend={onResend} />
      </div>
    </div>
  );
}
