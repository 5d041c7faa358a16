import { useCallback } from 'react';
import { useStartOtpSession } from '../../features/otpSession/useStartOtpSession';
import type { OtpSessionData } from '../../features/otpSession/otpSessionModel';

export type StartResult = { session: OtpSessionData } | { errors: ReadonlyArray<{ code: string; field: string | null | undefined; message: string; retryAfterSeconds?: number | null }> };

/** 002 §4 Submission step 1: Complete opens the OTP session for the e-mail, and the cell number with SMS consent. */
export function useStartNewCustomerSession() {
  // The caller tells every outcome: refusals come back as `errors`, a failed request rejects.
  const { run: start, inFlight: starting } = useStartOtpSession({ reportRefusals: false });
  const open = useCallback(
    async (email: string, mobileNo: string | null): Promise<StartResult> => {
      const outcome = await start({ input: { email, mobileNo, token: null } });
      if (outcome.status === 'failed') throw outcome.error;
      const answer = outcome.payload;
      return answer.session ? { session: answer.session } : { errors: answer.userErrors };
    },
    [start],
  );
  return [open, starting] as const;
}
