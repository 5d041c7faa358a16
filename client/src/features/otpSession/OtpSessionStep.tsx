import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { Countdown } from '../../components/inputs/Countdown';
import { OtpInput } from '../../components/inputs/OtpInput';
import { ResendButton } from '../../components/inputs/ResendButton';
import { useCountdown } from '../../components/inputs/useCountdown';
import { useNotify } from '../../notifications/useNotify';
import { type FieldErrors, reportUserErrors } from '../../notifications/userErrors';
import type { OtpChannel, OtpSessionData } from './otpSessionModel';
import { useSessionCountdown } from './useSessionCountdown';
import { useStartOtpSession } from './useStartOtpSession';
import { useVerifyOtpSessionCode } from './useVerifyOtpSessionCode';

export type VerifiedCodes = Partial<Record<OtpChannel, string>>;

interface OtpSessionStepProps {
  session: OtpSessionData;
  /** The contacts the session was started with, for Resend. */
  contacts: { email: string | null; mobileNo?: string | null };
  /** Codes asked for; default the codes the session sent (the e-mail code and/or the SMS code). */
  channels?: readonly OtpChannel[];
  /**
   * True when one verified code is enough (001 §5 contact form: "Only one of email or phone needs to verify"):
   * the codes typed are checked and Verify is enabled as soon as one of them is filled in.
   */
  anyOneCode?: boolean;
  onVerified: (codes: VerifiedCodes) => void;
  /** Resend restarted the session with new codes (and a new lifetime). */
  onRestarted: (session: OtpSessionData) => void;
  /** The session's time ran out, or the gateway no longer knows it (001 §4, §8 sessionExpired). */
  onExpired: () => void;
  /** False when the screen shows one countdown for all its steps (001 §2 e-bill countdown label). */
  showCountdown?: boolean;
  disabled?: boolean;
}

const FIELD: Record<OtpChannel, string> = { EMAIL: 'emailCode', SMS: 'smsCode' };

/** The codes a session sent: the SMS code when a number was given, the e-mail code when an address was. */
function sentChannels(session: OtpSessionData): OtpChannel[] {
  return [...(session.smsSent ? (['SMS'] as const) : []), ...(session.emailSent === false ? [] : (['EMAIL'] as const))];
}

/**
 * The code step of the OTP-session flows (001 §2 e-bill, contact form, new customer): the e-mail code
 * and optionally the SMS code, numeric with 6 characters at most, a session countdown, Resend and Verify.
 * Every code is checked with `verifyOtpSessionCode`; a wrong one stays in its field with the message.
 */
export function OtpSessionStep(props: OtpSessionStepProps) {
  const { session, contacts, onVerified, onRestarted, onExpired, showCountdown = true, disabled = false } = props;
  const { anyOneCode = false } = props;
  const channels = props.channels ?? sentChannels(session);
  const { t } = useTranslation('otpSession');
  const notify = useNotify();
  const [codes, setCodes] = useState<VerifiedCodes>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  // An expired session and a code's problem are told by `report` below, beside the code they are about.
  const { run: verify, inFlight: verifying } = useVerifyOtpSessionCode({ reportRefusals: false, failed: () => t('failed') });
  const { run: restart, inFlight: restarting } = useStartOtpSession({ reportRefusals: false, failed: () => t('resendFailed') });
  // The session's codes were just sent: Resend starts locked for as long as the server says (000 §9).
  const resendLock = useCountdown(session.resendAvailableInSeconds);
  // With the screen's own countdown (showCountdown false) the screen handles the expiry alone.
  const countdown = useSessionCountdown(showCountdown ? session : null, onExpired);
  const busy = disabled || verifying || restarting;
  const typed = channels.filter((channel) => (codes[channel] ?? '') !== '');
  const complete = anyOneCode ? typed.length > 0 : typed.length === channels.length;

  function report(userErrors: Parameters<typeof reportUserErrors>[0], field: string | null): boolean {
    if (userErrors.some((error) => error.code === 'SESSION_EXPIRED')) {
      onExpired();
      return true;
    }
    const located = userErrors.map((error) => (error.field === 'code' && field ? { ...error, field } : error));
    const reported = reportUserErrors(located, { fields: Object.values(FIELD), notify, t });
    setErrors((current) => ({ ...current, ...reported.fieldErrors }));
    if (reported.retryAfterSeconds > 0) resendLock.start(reported.retryAfterSeconds);
    return userErrors.length > 0;
  }

  function check(remaining: readonly OtpChannel[]) {
    const [channel, ...rest] = remaining;
    if (channel === undefined) {
      notify('success', t('verified'));
      onVerified(Object.fromEntries(typed.map((channel) => [channel, codes[channel]])) as VerifiedCodes);
      return;
    }
    void verify({ input: { token: session.token, channel, code: codes[channel] ?? '' } }).then((outcome) => {
      if (outcome.status === 'failed') return;
      const answer = outcome.payload;
      if (answer.verified) check(rest);
      else if (!report(answer.userErrors, FIELD[channel])) setErrors((current) => ({ ...current, [FIELD[channel]]: t('failed') }));
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || busy) return;
    setErrors({});
    check(typed);
  }

  async function resend() {
    const outcome = await restart({ input: { email: contacts.email, mobileNo: contacts.mobileNo ?? null, token: session.token } });
    if (outcome.status === 'failed') return;
    const answer = outcome.payload;
    if (answer.session) {
      setCodes({});
      setErrors({});
      notify('success', t(answer.session.smsSent ? 'codesSent' : 'codeSent'));
      resendLock.start(answer.session.resendAvailableInSeconds);
      onRestarted(answer.session);
    } else report(answer.userErrors, null);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy} data-testid="otp-session-step">
      {anyOneCode && channels.length > 1 ? <p className="text-sm text-gray-700">{t('anyOneCode')}</p> : null}
      {showCountdown ? (
        <p className="text-sm text-gray-700">
          {t('sessionEndsIn')} <Countdown seconds={countdown.remaining} label={t('sessionRemaining')} />
        </p>
      ) : null}
      {channels.map((channel) => (
        <OtpInput
          key={channel}
          name={FIELD[channel]}
          label={t(channel === 'SMS' ? 'smsCode' : 'emailCode')}
          value={codes[channel] ?? ''}
          onChange={(code) => setCodes((current) => ({ ...current, [channel]: code }))}
          error={errors[FIELD[channel]]}
          disabled={busy}
        />
      ))}
      <div className="flex flex-wrap justify-end gap-3">
        <ResendButton lockedSeconds={resendLock.remaining} onResend={resend} disabled={busy} />
        <Button type="submit" disabled={!complete || busy}>
          {t('verify')}
        </Button>
      </div>
    </form>
  );
}
