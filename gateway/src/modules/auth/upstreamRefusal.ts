import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';

const CODES: Record<number, UserErrorCode> = {
  [UPSTREAM_STATUS.invalidCredentials]: 'INVALID_CREDENTIALS',
  [UPSTREAM_STATUS.accountNotActive]: 'ACCOUNT_NOT_ACTIVE',
  [UPSTREAM_STATUS.loginDisabled]: 'LOGIN_DISABLED',
  [UPSTREAM_STATUS.otpRequired]: 'OTP_REQUIRED',
  [UPSTREAM_STATUS.otpInvalid]: 'OTP_INVALID',
  [UPSTREAM_STATUS.otpExpired]: 'OTP_EXPIRED',
  [UPSTREAM_STATUS.otpLocked]: 'OTP_LOCKED',
  [UPSTREAM_STATUS.passwordRule]: 'PASSWORD_RULE',
  [UPSTREAM_STATUS.resendTooSoon]: 'RESEND_TOO_SOON',
  [UPSTREAM_STATUS.alreadyInUse]: 'ALREADY_IN_USE',
};

/**
 * The user error code of a refused call (`utility-api/README.md` error numbers), or undefined when
 * the failure is not a refusal (unreachable upstream and the like stay GraphQL errors).
 */
export function refusalCode(error: unknown): UserErrorCode | undefined {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') return undefined;
  return (error.status === undefined ? undefined : CODES[error.status]) ?? 'REJECTED';
}

/**
 * Runs an upstream call whose refusal is an expected outcome: [] on success, else one user error with
 * the upstream's localized text, which the portal shows as is (`000 §8`), and the wait it names, if any.
 * Other failures are thrown.
 */
export async function refusalsOf(call: () => Promise<unknown>, field: string | null = null): Promise<UserError[]> {
  try {
    await call();
    return [];
  } catch (error) {
    const code = refusalCode(error);
    if (code === undefined || !(error instanceof UpstreamError)) throw error;
    const refusal = userError(code, error.text, field);
    // A resend lock's refusal tells how long is left; its text gives the same number.
    const { retryAfterSeconds } = error.details;
    if (typeof retryAfterSeconds === 'number' && Number.isSafeInteger(retryAfterSeconds) && retryAfterSeconds > 0) refusal.retryAfterSeconds = retryAfterSeconds;
    return [refusal];
  }
}
