import { OTP_MAX_ATTEMPTS, type Language } from '../domain/constants.ts';
import { STATUS_OTP_EXPIRED, STATUS_OTP_INVALID, STATUS_OTP_LOCKED, fail, type Envelope } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import { codeMessage } from '../i18n/outboxMessages.ts';
import type { OtpOwner, OtpPurpose } from '../store/oneTimeCodes.ts';
import { otpLifetimeSeconds, resendLockSeconds } from '../store/settingsValues.ts';
import type { Store } from '../store/store.ts';
import { newSalt, randomOtp, saltedHash, sameHash } from './tokenHash.ts';

/**
 * The one-time codes of every flow (docs/architecture.md §2): random, stored salted and hashed, expiring after
 * `otpSessionStepSeconds`, locked after OTP_MAX_ATTEMPTS wrong tries, "sent" through the outbox.
 */

export type OtpFailure = 'invalid' | 'expired' | 'locked';
export type OtpCheck = { ok: true; payload: string | null } | { ok: false; failure: OtpFailure };

export interface CodeDelivery {
  purpose: OtpPurpose;
  owner: OtpOwner;
  channel: 'email' | 'sms';
  recipient: string;
  lang: Language;
  /** What the code confirms, e.g. the new email; checked again when the code comes back. */
  payload?: string | null;
  /** A portal path the e-mail also carries, confirming without the code (000 §2 /activate/{code}). */
  link?: string;
}

export interface CheckOptions {
  /** Single use (sign-in, activation, reset, changes); OTP-session codes stay valid for later steps (001 §7). */
  consume: boolean;
  /** The value the code must have been sent for; a code sent for another value counts as wrong. */
  payload?: string | null;
}

export function sendCode(store: Store, delivery: CodeDelivery): void {
  const now = store.clock();
  const lifetime = otpLifetimeSeconds(store.settings.read());
  const code = randomOtp();
  const salt = newSalt();
  store.oneTimeCodes.add({
    purpose: delivery.purpose,
    owner: delivery.owner,
    salt,
    codeHash: saltedHash(code, salt),
    payload: delivery.payload ?? null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetime * 1000).toISOString(),
  });
  const message = codeMessage(delivery.lang, delivery.purpose, code, lifetime, delivery.link);
  store.outbox.add({
    channel: delivery.channel,
    recipient: delivery.recipient,
    // SMS have no subject.
    subject: delivery.channel === 'email' ? message.subject : null,
    body: message.body,
  });
}

/** Seconds before another code of this purpose may go to the owner (000 §9 resend lock); 0 when it may now. */
export function resendWaitSeconds(store: Store, purpose: OtpPurpose, owner: OtpOwner): number {
  const last = store.oneTimeCodes.newest(purpose, owner);
  if (!last) return 0;
  const allowedAt = new Date(last.created_at).getTime() + resendLockSeconds(store.settings.read()) * 1000;
  return Math.max(0, Math.ceil((allowedAt - store.clock().getTime()) / 1000));
}

export function checkCode(store: Store, purpose: OtpPurpose, owner: OtpOwner, code: string, options: CheckOptions): OtpCheck {
  const row = store.oneTimeCodes.newest(purpose, owner);
  const now = store.clock().toISOString();
  // A used or retired code is simply not valid any more: replays get the same answer as a wrong code.
  if (!row || row.used_at !== null) return { ok: false, failure: 'invalid' };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, failure: 'locked' };
  if (row.expires_at <= now) return { ok: false, failure: 'expired' };
  const payloadMatches = options.payload === undefined || row.payload === options.payload;
  if (!sameHash(saltedHash(code.trim(), row.salt), row.code_hash) || !payloadMatches) {
    store.oneTimeCodes.countWrongAttempt(row.id);
    return { ok: false, failure: 'invalid' };
  }
  if (options.consume) store.oneTimeCodes.markUsed(row.id, now);
  return { ok: true, payload: row.payload };
}

/**
 * A code given without saying whose it is (001 §7 ResetUserPassword has only the code). A wrong guess counts
 * against every live code of the purpose, so guessing without an identifier cannot get around the attempt bound.
 */
export function checkCodeOfAnyUser(store: Store, purpose: OtpPurpose, code: string): { userId: number } | { failure: OtpFailure } {
  const now = store.clock().toISOString();
  const live = store.oneTimeCodes.live(purpose, now, OTP_MAX_ATTEMPTS);
  const match = live.find((row) => sameHash(saltedHash(code.trim(), row.salt), row.code_hash));
  if (!match || match.user_id === null) {
    for (const row of live) store.oneTimeCodes.countWrongAttempt(row.id);
    return { failure: 'invalid' };
  }
  store.oneTimeCodes.markUsed(match.id, now);
  return { userId: match.user_id };
}

const FAILURE_STATUS: Record<OtpFailure, number> = {
  invalid: STATUS_OTP_INVALID,
  expired: STATUS_OTP_EXPIRED,
  locked: STATUS_OTP_LOCKED,
};
const FAILURE_TEXT = { invalid: 'otpInvalid', expired: 'otpExpired', locked: 'otpLocked' } as const;

/** The envelope of a refused code: status 14, 15 or 16 with its text (README error numbers). */
export function otpFailure(lang: Language, failure: OtpFailure): Envelope {
  return fail(FAILURE_STATUS[failure], translate(lang, FAILURE_TEXT[failure]));
}
