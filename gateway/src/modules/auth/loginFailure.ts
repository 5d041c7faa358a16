import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UserErrorCode } from '../../userErrors.ts';

const CODES: Record<number, UserErrorCode> = {
  [UPSTREAM_STATUS.invalidCredentials]: 'INVALID_CREDENTIALS',
  [UPSTREAM_STATUS.accountNotActive]: 'ACCOUNT_NOT_ACTIVE',
  [UPSTREAM_STATUS.loginDisabled]: 'LOGIN_DISABLED',
  [UPSTREAM_STATUS.otpRequired]: 'OTP_REQUIRED',
};

/**
 * The user error code of a refused sign-in (`utility-api/README.md` error numbers), or undefined
 * when the failure is not a refusal (unreachable upstream and the like stay GraphQL errors).
 */
export function loginFailureCode(error: unknown): UserErrorCode | undefined {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') return undefined;
  return (error.status === undefined ? undefined : CODES[error.status]) ?? 'REJECTED';
}
