import { useCallback } from 'react';
import { useStartOtpSession } from '../../features/otpSession/useStartOtpSession';
import type { OtpSessionData } from '../../features/otpSession/otpSessionModel';

export type StartResult = { session: OtpSessionData } | { errors: ReadonlyArray<{ code: string; field: string | null | undefined; message: string; retryAfterSeconds?: number | null }> };

/** 002 §4 Submission step 1: Complete opens the OTP session for the e-mail, and the cell number with SMS consent. */
export function useStartNewCustomerSession() {
  const [start, starting] = useStartOtpSession();
  const open = useCallback(
    (email: string, mobileNo: string | null) =>
      new Promise<StartResult>((resolve, reject) => {
        start({
          variables: { input: { email, mobileNo, token: null } },
          onCompleted: ({ startOtpSession: answer }) => resolve(answer.session ? { session: answer.session } : { errors: answer.userErrors }),
          onError: reject,
        });
      }),
    [start],
  );
  return [open, starting] as const;
}
