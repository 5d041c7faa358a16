import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import { Countdown } from './Countdown';

interface CodeRequestButtonProps {
  /** Seconds before the server sends another code (useCountdown), 000 §9 resend lock; 0 when it may. */
  lockedSeconds: number;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The submit of a form that sends a one-time code: after the server refused a send as too soon it stays
 * disabled, showing how long is left, instead of a message that fades while the button invites a retry.
 */
export function CodeRequestButton({ lockedSeconds, disabled, children }: CodeRequestButtonProps) {
  const { t } = useTranslation();
  const locked = lockedSeconds > 0;
  return (
    <Button type="submit" disabled={disabled || locked}>
      {children}
      {locked ? <Countdown seconds={lockedSeconds} label={t('inputs.otp.resendIn', { seconds: lockedSeconds })} /> : null}
    </Button>
  );
}
