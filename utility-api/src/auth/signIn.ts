import { ROLE_CUSTOMER, type Language } from '../domain/constants.ts';
import {
  STATUS_LOGIN_DISABLED,
  STATUS_NOT_ACTIVATED,
  STATUS_OTP_REQUIRED,
  STATUS_WRONG_CREDENTIALS,
} from '../http/envelope.ts';
import { formatMoment, translate } from '../i18n/messages.ts';
import type { Store } from '../store/store.ts';
import type { UserRow } from '../store/users.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface SignInAttempt {
  login: string;
  password: string;
  trustedComputerToken: string | undefined;
}

export type SignInOutcome = { user: UserRow } | { status: number; text: string };

// Unknown logins are checked against this hash too, so timing does not reveal which logins exist.
let unknownUserHash: Promise<string> | undefined;

/** The organisation's lock date while it is now or later (000 §2 login disabled). */
function loginLockedUntil(store: Store, now: Date): Date | undefined {
  const { disableLoginDate } = store.organisation.read();
  if (typeof disableLoginDate !== 'string') return undefined;
  const until = new Date(disableLoginDate);
  return Number.isNaN(until.getTime()) || until < now ? undefined : until;
}

export async function signIn(store: Store, attempt: SignInAttempt, lang: Language, now = new Date()): Promise<SignInOutcome> {
  const lockedUntil = loginLockedUntil(store, now);
  if (lockedUntil) {
    return { status: STATUS_LOGIN_DISABLED, text: translate(lang, 'loginDisabledUntil', { date: formatMoment(lang, lockedUntil) }) };
  }
  const user = store.users.findByLogin(attempt.login);
  unknownUserHash ??= hashPassword('');
  const valid = await verifyPassword(attempt.password, user?.password_hash ?? (await unknownUserHash));
  if (!user || !valid) return { status: STATUS_WRONG_CREDENTIALS, text: translate(lang, 'wrongCredentials') };
  if (user.active !== 1) return { status: STATUS_NOT_ACTIVATED, text: translate(lang, 'notActivated') };
  // OTP sign-in applies to customers only (000 §3 customerLoginWithOtp); a trusted computer skips it (000 §2).
  // The code itself is issued by /account/LoginWithOtpStage1, which this API does not offer yet, so no
  // OtpCode can be valid until then.
  const otpOn = store.settings.read().customerLoginWithOtp === true && user.role === ROLE_CUSTOMER;
  const trusted =
    attempt.trustedComputerToken !== undefined && store.sessions.isTrustedComputer(attempt.trustedComputerToken, user.id);
  if (otpOn && !trusted) return { status: STATUS_OTP_REQUIRED, text: translate(lang, 'otpRequired') };
  return { user };
}
