import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNotify } from '../../../notifications/useNotify';
import { reportUserErrors } from '../../../notifications/userErrors';
import type { VerifiedCodes } from '../../../features/otpSession/OtpSessionStep';
import type { OtpSessionData } from '../../../features/otpSession/otpSessionModel';
import { useStartOtpSession } from '../../../features/otpSession/useStartOtpSession';

/** Step 1's OTP session: started with the contacts, verified once, forgotten when it expires. */
export function useContactVerification() {
  const { t } = useTranslation('evaluation');
  const notify = useNotify();
  // The refusals are told beside step 1's fields, named as the form names them (`phone`).
  const { run: start, inFlight: starting } = useStartOtpSession({ reportRefusals: false, failed: () => t('errors.sendFailed') });
  const [session, setSession] = useState<OtpSessionData | null>(null);
  const [codes, setCodes] = useState<VerifiedCodes | null>(null);

  function begin(contacts: { email: string; mobileNo: string | null }, onFieldErrors: (errors: Record<string, string>) => void) {
    void start({ input: contacts }).then((outcome) => {
      if (outcome.status === 'failed') return;
      const answer = outcome.payload;
      if (answer.session) return setSession(answer.session);
      const located = answer.userErrors.map((error) => ({ ...error, field: error.field === 'mobileNo' ? 'phone' : error.field }));
      onFieldErrors({ ...reportUserErrors(located, { fields: ['email', 'phone'], notify, t, kind: 'error' }).fieldErrors });
    });
  }

  function reset() {
    setSession(null);
    setCodes(null);
  }

  function expired() {
    reset();
    notify('warn', t('errors.sessionExpired'));
  }

  return { session, codes, starting, begin, verified: setCodes, restarted: setSession, expired, reset };
}
