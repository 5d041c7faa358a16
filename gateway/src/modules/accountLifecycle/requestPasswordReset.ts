import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { captchaError } from '../auth/captcha.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { sendResetUserPassword } from './api.ts';
import { requiredErrors } from './inputChecks.ts';

/**
 * Asks for a reset code (`000 §2` password-reset view). The upstream answers the same for unknown
 * logins and during its resend lock, and so does this mutation: accounts cannot be enumerated.
 */
export const requestPasswordReset: ResolverOf<'Mutation', 'requestPasswordReset'> = async (_, { input }, ctx) => {
  const login = input.emailOrMobile.trim();
  const required = requiredErrors(ctx.language, { emailOrMobile: login });
  if (required.length > 0) return { sent: false, userErrors: required };
  const limited = await limitAttempt(ctx, 'reset', login);
  if (limited !== undefined) return { sent: false, userErrors: [limited] };
  const captcha = await captchaError(ctx, input.captchaToken);
  if (captcha !== undefined) return { sent: false, userErrors: [captcha] };

  await sendResetUserPassword(ctx.upstream, login);
  return { sent: true, userErrors: [] };
};
