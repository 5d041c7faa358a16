import { REGISTRATION_MOBILE, ROLE_CUSTOMER, type Language } from '../domain/constants.ts';
import {
  STATUS_LOGIN_DISABLED,
  STATUS_NOT_ACTIVATED,
  STATUS_OTP_REQUIRED,
  STATUS_WRONG_CREDENTIALS,
  type Envelope,
} from '../http/envelope.ts';
import { formatMoment, translate } from '../i18n/messages.ts';
import type { Store } from '../store/store.ts';
import { loginName, type UserRow } from '../store/users.ts';
import { checkCode, otpFailure } from './oneTimeCodes.ts';
import { hashPassword, verifyPassword } from './password.ts';

export interface Credentials {
  login: string;
  password: string;
}

export interface SignInAttempt extends Credentials {
  otpCode?: string | null;
  trustedComputerToken: string | undefined;
}

/** `otpVerified` tells the login call that a code was checked, so "Trust this computer" may be honoured. */
export type SignInOutcome = { user: UserRow; otpVerified: boolean } | Envelope;

// Unknown logins are checked against this hash too, so timing does not reveal which logins exist.
let unknownUserHash: Promise<string> | undefined;

/** The organisation's lock date while it is now or later (000 §2 login disabled). */
function loginLockedUntil(store: Store, now: Date): Date | undefined {
  const { disableLoginDate } = store.organisation.read();
  if (typeof disableLoginDate !== 'string') return undefined;
  const until = new Date(disableLoginDate);
  return Number.isNaN(until.getTime()) || until < now ? undefined : until;
}

/** The first stage of every sign-in: lock date, then password, then activation (statuses 12, 10, 11). */
export async function checkCredentials(store: Store, credentials: Credentials, lang: Language): Promise<{ user: UserRow } | Envelope> {
  const lockedUntil = loginLockedUntil(store, store.clock());
  if (lockedUntil) {
    return { status: STATUS_LOGIN_DISABLED, text: translate(lang, 'loginDisabledUntil', { date: formatMoment(lang, lockedUntil) }) };
  }
  const user = store.users.findByLogin(credentials.login);
  unknownUserHash ??= hashPassword('');
  const valid = await verifyPassword(credentials.password, user?.password_hash ?? (await unknownUserHash));
  if (!user || !valid) return { status: STATUS_WRONG_CREDENTIALS, text: translate(lang, 'wrongCredentials') };
  if (user.active !== 1) return { status: STATUS_NOT_ACTIVATED, text: translate(lang, 'notActivated') };
  return { user };
}

/** OTP sign-in applies to customers only (000 §3 customerLoginWithOtp); a trusted computer skips it (000 §2). */
export function needsOtp(store: Store, user: UserRow, trustedComputerToken: string | undefined): boolean {
  if (store.settings.read().customerLoginWithOtp !== true || user.role !== ROLE_CUSTOMER) return false;
  return trustedComputerToken === undefined || !store.sessions.isTrustedComputer(trustedComputerToken, user.id);
}

/** Where a user's sign-in code goes: the channel they registered with (000 §3 registrationType). */
export function loginCodeChannel(user: UserRow): { channel: 'email' | 'sms'; recipient: string } {
  return { channel: user.registration_type === REGISTRATION_MOBILE ? 'sms' : 'email', recipient: loginName(user) };
}

export async function signIn(store: Store, attempt: SignInAttempt, lang: Language): Promise<SignInOutcome> {
  const checked = await checkCredentials(store, attempt, lang);
  if (!('user' in checked)) return checked;
  const { user } = checked;
  if (!needsOtp(store, user, attempt.trustedComputerToken)) return { user, otpVerified: false };
  const code = attempt.otpCode?.trim();
  if (!code) return { status: STATUS_OTP_REQUIRED, text: translate(lang, 'otpRequired') };
  const check = checkCode(store, 'login', { userId: user.id }, code, { consume: true });
  return check.ok ? { user, otpVerified: true } : otpFailure(lang, check.failure);
}
