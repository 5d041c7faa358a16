import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { resetUserPassword } from './api.ts';
import { passwordPairErrors, requiredErrors } from './inputChecks.ts';

/**
 * Sets a new password with the reset code (route `/account/resetPassword/{email_phone}`, `000 §2`).
 * The upstream then ends every session of the user; a code works once (replays are OTP_INVALID).
 */
export const resetPassword: ResolverOf<'Mutation', 'resetPassword'> = async (
  _,
  { input },
  ctx,
) => {
  const login = input.emailOrMobile.trim();
  const code = input.code.trim();
  const errors = [
    ...requiredErrors(ctx.language, { emailOrMobile: login, code, password: input.password }),
    ...passwordPairErrors(ctx.language, input.password, input.passwordRepeat, 'passwordRepeat'),
  ];
  if (errors.length > 0) return { passwordReset: false, userErrors: errors };
  const limited = await limitAttempt(ctx, 'otp', login);
  if (limited !== undefined) return { passwordReset: false, userErrors: [limited] };

  const userErrors = await refusalsOf(() => resetUserPassword(ctx.upstream, { login, code, password: input.password }));
  if (userErrors.length === 0) await attemptSucceeded(ctx, 'otp', login);
  return { passwordReset: userErrors.length === 0, userErrors };
};
