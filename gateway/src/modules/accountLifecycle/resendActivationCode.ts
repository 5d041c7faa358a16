import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { sendWithResendLock } from '../auth/resendLock.ts';
import { resendActivationOtpCode } from './api.ts';
import { requiredErrors } from './inputChecks.ts';

/** A new activation code (`000 §2` Resend); the upstream's "nothing waits for activation" is NOT_FOUND. */
export const resendActivationCode: ResolverOf<'Mutation', 'resendActivationCode'> =
  async (_, { input }, ctx) => {
    const value = input.value.trim();
    const required = requiredErrors(ctx.language, { value });
    if (required.length > 0) return { sent: false, resendAvailableInSeconds: null, userErrors: required };
    const limited = await limitAttempt(ctx, 'resend', value);
    if (limited !== undefined) return { sent: false, resendAvailableInSeconds: null, userErrors: [limited] };

    const outcome = await sendWithResendLock(ctx, value, () => resendActivationOtpCode(ctx.upstream, value, ctx.services.publicUrl.value));
    for (const error of outcome.userErrors) if (error.code === 'REJECTED') error.code = 'NOT_FOUND';
    return { sent: outcome.userErrors.length === 0, ...outcome };
  };
