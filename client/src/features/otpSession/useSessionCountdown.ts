import { useEffect, useRef } from 'react';
import { useCountdown } from '../../components/inputs/useCountdown';
import type { OtpSessionData } from './otpSessionModel';

/**
 * The remaining time of an OTP session (001 §2 countdown label, `otpSessionStepSeconds`), started from
 * the session's lifetime when a session (re)starts; `onExpired` runs once when it reaches zero after
 * having started (001 §4). `stopped` (the flow ended) keeps it from firing.
 */
export function useSessionCountdown(session: OtpSessionData | null, onExpired: () => void, stopped = false) {
  const countdown = useCountdown();
  const { start } = countdown;
  const started = useRef<string | null>(null);
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;

  useEffect(() => {
    if (session === null || started.current === session.token) return;
    started.current = session.token;
    const left = Math.ceil((Date.parse(session.expiresAt) - Date.now()) / 1000);
    start(Math.max(0, Math.min(session.lifetimeSeconds, Number.isFinite(left) ? left : session.lifetimeSeconds)));
  }, [session, start]);

  const running = session !== null && started.current !== null && !stopped;
  useEffect(() => {
    if (running && countdown.remaining === 0) {
      started.current = null;
      expiredRef.current();
    }
  }, [running, countdown.remaining]);

  return { remaining: session === null || stopped ? 0 : countdown.remaining, running };
}
