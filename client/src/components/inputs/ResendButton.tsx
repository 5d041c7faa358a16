import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import { Countdown } from './Countdown';

interface ResendButtonProps {
  /** Seconds the button stays locked (useCountdown), 000 §9 resend lock. */
  lockedSeconds: number;
  onResend: () => void;
  disabled?: boolean;
  label?: string;
}

/** 000 §4: Resend stays disabled while a send is recent, showing how long is left. */
export function ResendButton({ lockedSeconds, onResend, disabled, label }: ResendButtonProps) {
  const { t } = useTranslation();
  const locked = lockedSeconds > 0;
  return (
    <Button variant="secondary" onClick={onResend} disabled={disabled || locked}>
      {label ?? t('inputs.otp.resend')}
      {locked ? <Countdown seconds={lockedSeconds} label={t('inputs.otp.resendIn', { seconds: lockedSeconds })} /> : null}
    </Button>
  );
}
