import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNotify } from '../../notifications/useNotify';
import type { OtpSessionData } from '../../features/otpSession/otpSessionModel';
import { useSessionCountdown } from '../../features/otpSession/useSessionCountdown';

/**
 * The OTP session of an e-bill wizard and its countdown (001 §2, §4): started by the first send, it
 * stops when the wizard ends; at zero 'session expired' is reported through `onExpired`.
 */
export function useEbillSession(onExpired: (message: string) => void) {
  const { t } = useTranslation('ebill');
  const notify = useNotify();
  const [session, setSession] = useState<OtpSessionData | null>(null);
  const [finished, setFinished] = useState(false);
  const [expired, setExpired] = useState(false);

  const expire = useCallback(() => {
    const message = t('errors.sessionExpired');
    setExpired(true);
    notify('error', message);
    onExpired(message);
  }, [t, notify, onExpired]);

  const countdown = useSessionCountdown(expired ? null : session, expire, finished);

  const reset = useCallback(() => {
    setSession(null);
    setFinished(false);
    setExpired(false);
  }, []);

  return { session, setSession, expired, expire, finish: () => setFinished(true), finished, remaining: countdown.remaining, reset };
}
