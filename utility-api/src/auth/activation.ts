import type { Language } from '../domain/constants.ts';
import { STATUS_FAILED, STATUS_OTP_EXPIRED, STATUS_OTP_INVALID, ok, type Envelope } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import type { Store } from '../store/store.ts';
import { useLink } from './linkCodes.ts';
import { checkCode, otpFailure, type OtpFailure } from './oneTimeCodes.ts';

/** `result` of a failed /account/ActivateAccount: an index into the portal's error list (000 §8). */
const ACTIVATION_ERROR = 0;
const ACTIVATION_INVALID_OTP_CODE = 1;
const ACTIVATION_EXPIRED_OTP_CODE = 2;
const ACTIVATION_INVALID_LINK = 3;
const ACTIVATION_EXPIRED_LINK = 4;

export type ActivationAnswer = Envelope & { result: number | null };

const OTP_RESULT: Record<OtpFailure, number> = {
  invalid: ACTIVATION_INVALID_OTP_CODE,
  expired: ACTIVATION_EXPIRED_OTP_CODE,
  // A locked code cannot be fixed by retyping: the generic error, whose text says to ask for a new code.
  locked: ACTIVATION_ERROR,
};

function activated(store: Store, userId: number): ActivationAnswer {
  const at = store.clock().toISOString();
  store.users.activate(userId);
  // Whichever way confirmed it, the other one must not work any more.
  store.oneTimeCodes.retire('activation', { userId }, at);
  store.linkCodes.retire(userId, 'activation', at);
  return { ...ok(), result: null };
}

/** Activation by the code sent at registration; `login` is the registered email or mobile number. */
export function activateByCode(store: Store, login: string, code: string, lang: Language): ActivationAnswer {
  const user = store.users.findByLogin(login);
  if (!user || user.active === 1) {
    return { status: STATUS_FAILED, text: translate(lang, 'noPendingActivation'), result: ACTIVATION_ERROR };
  }
  const check = checkCode(store, 'activation', { userId: user.id }, code, { consume: true });
  if (!check.ok) return { ...otpFailure(lang, check.failure), result: OTP_RESULT[check.failure] };
  return activated(store, user.id);
}

/** Activation by the /activate/{code} link of the registration e-mail (000 §4: attempted on load). */
export function activateByLink(store: Store, code: string, lang: Language): ActivationAnswer {
  const check = useLink(store, 'activation', code);
  if (!check.ok) {
    return check.failure === 'expired'
      ? { status: STATUS_OTP_EXPIRED, text: translate(lang, 'activationLinkExpired'), result: ACTIVATION_EXPIRED_LINK }
      : { status: STATUS_OTP_INVALID, text: translate(lang, 'activationLinkInvalid'), result: ACTIVATION_INVALID_LINK };
  }
  return activated(store, check.link.user_id);
}
