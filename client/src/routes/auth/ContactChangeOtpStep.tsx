import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { OtpInput } from '../../components/inputs/OtpInput';
import { ResendButton } from '../../components/inputs/ResendButton';

interface ContactChangeOtpStepProps {
  sentTo: string;
  resendLockedSeconds: number;
  busy: boolean;
  error?: string | null;
  onResend: () => void;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** 001 §2: the OTP step of the email and mobile changes, with Resend and Submit (disabled while empty). */
export function ContactChangeOtpStep({ sentTo, resendLockedSeconds, busy, error, onResend, onSubmit, onBack }: ContactChangeOtpStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code !== '' && !busy) onSubmit(code);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy} data-testid="change-otp-step">
      <p role="status" className="text-gray-800">
        {t('changes.codeSentTo', { to: sentTo })}
      </p>
      <OtpInput label={t('otp.code')} value={code} onChange={setCode} error={error} disabled={busy} />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('actions.back')}
        </Button>
        <div className="flex flex-wrap gap-3">
          <ResendButton lockedSeconds={resendLockedSeconds} onResend={onResend} disabled={busy} />
          <Button type="submit" disabled={code === '' || busy}>
            {t('actions.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
