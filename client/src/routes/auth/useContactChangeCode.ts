import { useState } from 'react';
import { useCountdown } from '../../components/inputs/useCountdown';
import type { FieldErrors, UserErrorData } from '../../notifications/userErrors';

/** What both change requests answer (001 §4): whether a code went out, where, and when it may be resent. */
interface CodeRequestPayload {
  readonly codeSent: boolean;
  readonly sentTo: string | null | undefined;
  readonly resendAvailableInSeconds: number | null | undefined;
  readonly userErrors: readonly UserErrorData[];
}

type Report = (errors: readonly UserErrorData[]) => { fieldErrors: FieldErrors; retryAfterSeconds: number };

/**
 * The shared step of the change-email and change-mobile screens (001 §4): the form until a code is
 * sent, then the code entry with a Resend locked for the server's wait or `otpDisableResendSeconds`.
 */
export function useContactChangeCode(defaultResendSeconds: number) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const resendLock = useCountdown();

  /** Applies a request's answer; true when a code was sent to `fallbackSentTo` or where the server says. */
  function codeRequested(payload: CodeRequestPayload, fallbackSentTo: string, report: Report): boolean {
    const reported = report(payload.userErrors);
    setFieldErrors(reported.fieldErrors);
    if (reported.retryAfterSeconds > 0) resendLock.start(reported.retryAfterSeconds);
    if (!payload.codeSent) return false;
    setSentTo(payload.sentTo ?? fallbackSentTo);
    resendLock.start(payload.resendAvailableInSeconds ?? defaultResendSeconds);
    return true;
  }

  return {
    sentTo,
    backToForm: () => setSentTo(null),
    fieldErrors,
    setFieldErrors,
    resendLockedSeconds: resendLock.remaining,
    codeRequested,
  };
}
