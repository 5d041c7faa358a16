import { OTP_CODE_TYPE_EMAIL, type Language } from '../domain/constants.ts';
import type { OtpPurpose } from '../store/oneTimeCodes.ts';
import type { OtpSessionRow } from '../store/otpSessions.ts';
import { otpLifetimeSeconds } from '../store/settingsValues.ts';
import type { Store } from '../store/store.ts';
import { checkCode, resendWaitSeconds, sendCode, type OtpCheck, type OtpFailure } from './oneTimeCodes.ts';

export interface SessionContacts {
  email: string | null;
  mobileNo: string | null;
  lang: Language;
}

/** The purpose of an `OtpCodeType` (001 §9: 1 email, 2 phone). */
const sessionPurpose = (otpCodeType: number): OtpPurpose =>
  otpCodeType === OTP_CODE_TYPE_EMAIL ? 'sessionEmail' : 'sessionSms';

/**
 * Opens an OTP session, or restarts the live one `previousId` names (001 §7 unsubscribe passes SessionId to get
 * new codes), and sends its codes: by e-mail when an email is given, by SMS when a mobile number is. Answers
 * the seconds still to wait instead when a code went to this session within the resend lock.
 */
export function openOtpSession(store: Store, contacts: SessionContacts, previousId: number | undefined): OtpSessionRow | { wait: number } {
  const now = store.clock();
  const previous = previousId === undefined ? undefined : store.otpSessions.findLive(previousId, now.toISOString());
  if (previous) {
    const owner = { otpSessionId: previous.id };
    const wait = Math.max(resendWaitSeconds(store, 'sessionEmail', owner), resendWaitSeconds(store, 'sessionSms', owner));
    if (wait > 0) return { wait };
  }
  const details = {
    email: contacts.email,
    mobile_no: contacts.mobileNo,
    language: contacts.lang,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + otpLifetimeSeconds(store.settings.read()) * 1000).toISOString(),
  };
  const session = previous ? { ...details, id: previous.id } : store.otpSessions.create(details);
  if (previous) store.otpSessions.restart(session);
  const owner = { otpSessionId: session.id };
  const lang = contacts.lang;
  if (contacts.email) sendCode(store, { purpose: 'sessionEmail', owner, channel: 'email', recipient: contacts.email, lang });
  if (contacts.mobileNo) sendCode(store, { purpose: 'sessionSms', owner, channel: 'sms', recipient: contacts.mobileNo, lang });
  return session;
}

/**
 * Whether the code is the session's live code of that type, and if not why (a locked code stays refused
 * whatever is typed). Not used up: later steps of the same flow send the codes again (001 §7 UpdateDetails);
 * wrong tries still count towards the lock. An ended or unknown session has no valid code.
 */
export function checkSessionCode(store: Store, sessionId: number, otpCodeType: number, code: string): OtpCheck {
  if (!store.otpSessions.findLive(sessionId, store.clock().toISOString())) return { ok: false, failure: 'invalid' };
  return checkCode(store, sessionPurpose(otpCodeType), { otpSessionId: sessionId }, code, { consume: false });
}

export const isValidSessionCode = (store: Store, sessionId: number, otpCodeType: number, code: string): boolean =>
  checkSessionCode(store, sessionId, otpCodeType, code).ok;

/**
 * A submission the session's codes authorize (002 §7 CreateApplication, a customer evaluation, a support
 * message): every code must be right; then the session ends with its codes, so that one verification yields
 * one submission and a replayed request is answered as for an unknown or expired session. Answers the first failure.
 */
export function spendSessionCodes(
  store: Store,
  sessionId: number,
  codes: ReadonlyArray<{ otpCodeType: number; code: string }>,
): OtpFailure | undefined {
  for (const { otpCodeType, code } of codes) {
    const check = checkSessionCode(store, sessionId, otpCodeType, code);
    if (!check.ok) return check.failure;
  }
  store.otpSessions.end(sessionId, store.clock().toISOString());
  return undefined;
}
