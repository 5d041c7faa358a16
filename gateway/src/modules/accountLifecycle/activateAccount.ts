import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError } from '../../userErrors.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { refusalCode } from '../auth/upstreamRefusal.ts';
import { activateAccount as upstreamActivate } from './api.ts';
import { requiredErrors } from './inputChecks.ts';

type ActivationResult = 'ERROR' | 'INVALID_OTP_CODE' | 'EXPIRED_OTP_CODE' | 'INVALID_LINK' | 'EXPIRED_LINK';

/** The activation result index of `000 §8` for an upstream status, by code or by link. */
function activationResult(status: number | undefined, byLink: boolean): ActivationResult {
  if (status === UPSTREAM_STATUS.otpInvalid) return byLink ? 'INVALID_LINK' : 'INVALID_OTP_CODE';
  if (status === UPSTREAM_STATUS.otpExpired) return byLink ? 'EXPIRED_LINK' : 'EXPIRED_OTP_CODE';
  return 'ERROR';
}

/**
 * Activation by one-time code (registration view, activation page with OTP login on) or by the
 * e-mailed link code (`000 §4`). Status 1 means nothing waits for activation under that value.
 */
export const activateAccount: ResolverOf<'Mutation', 'activateAccount'> = async (_, { input }, ctx) => {
  const value = input.value.trim();
  const otpCode = input.otpCode?.trim() || null;
  const required = requiredErrors(ctx.language, { value });
  if (required.length > 0) return { activated: false, result: 'ERROR', userErrors: required };
  const identifier = otpCode === null ? null : value;
  const limited = await limitAttempt(ctx, 'otp', identifier);
  if (limited !== undefined) return { activated: false, result: null, userErrors: [limited] };

  try {
    await upstreamActivate(ctx.upstream, value, otpCode);
    await attemptSucceeded(ctx, 'otp', identifier);
    return { activated: true, result: null, userErrors: [] };
  } catch (error) {
    const code = refusalCode(error);
    if (code === undefined || !(error instanceof UpstreamError)) throw error;
    const field = otpCode === null ? 'value' : 'otpCode';
    return {
      activated: false,
      result: activationResult(error.status, otpCode === null),
      userErrors: [userError(code === 'REJECTED' ? 'NOT_FOUND' : code, error.text, field)],
    };
  }
};
