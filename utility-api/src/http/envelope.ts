/** Error numbers of the envelope's `status` (utility-api/README.md, Error numbers). */
const STATUS_OK = 0;
export const STATUS_FAILED = 1;
export const STATUS_INVALID_REQUEST = 2;
export const STATUS_NOT_AUTHENTICATED = 3;
/** Signed in, but not an employee with the profile flag the call needs (utility-api/README.md). */
export const STATUS_FORBIDDEN = 4;
export const STATUS_WRONG_CREDENTIALS = 10;
export const STATUS_NOT_ACTIVATED = 11;
export const STATUS_LOGIN_DISABLED = 12;
export const STATUS_OTP_REQUIRED = 13;
export const STATUS_OTP_INVALID = 14;
export const STATUS_OTP_EXPIRED = 15;
export const STATUS_OTP_LOCKED = 16;
export const STATUS_PASSWORD_RULES = 17;
const STATUS_RESEND_TOO_SOON = 18;
export const STATUS_ALREADY_IN_USE = 19;

export interface Envelope {
  status: number;
  text: string;
  /** With STATUS_RESEND_TOO_SOON: seconds before another code may be sent, the number its text gives. */
  retryAfterSeconds?: number;
}

/** Every JSON answer carries `status` and `text` beside its payload (docs/architecture.md §2). */
export function ok<T extends object>(payload: T = {} as T): Envelope & T {
  return { status: STATUS_OK, text: '', ...payload };
}

export function fail(status: number, text: string): Envelope {
  return { status, text };
}

/** A resend refused by the lock (`000 §9`): the wait in its text and, for programs, in `retryAfterSeconds`. */
export function resendTooSoon(text: string, seconds: number): Envelope {
  return { status: STATUS_RESEND_TOO_SOON, text, retryAfterSeconds: seconds };
}
