import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { authMessage } from '../auth/messages.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { sendWithResendLock } from '../auth/resendLock.ts';
import { requiredErrors } from './inputChecks.ts';
import { changeEmail } from './profileApi.ts';

import { signedInUser } from './viewerProfile.ts';

/**
 * `001 §5` Change email: the current email must equal the profile's, the new one differ from it.
 * The upstream checks the password, the address format and that nobody else uses it.
 */
export const requestEmailChange: ResolverOf<'Mutation', 'requestEmailChange'> =
  async (_, { input }, ctx) => {
    const user = await signedInUser(ctx);
    const failed = (userErrors: UserError[]) => ({ codeSent: false, sentTo: null, resendAvailableInSeconds: null, userErrors });
    const currentEmail = input.currentEmail.trim();
    const newEmail = input.newEmail.trim();
    const required = requiredErrors(ctx.language, { currentEmail, newEmail, password: input.password });
    if (required.length > 0) return failed(required);
    if ((user.email ?? '').toLowerCase() !== currentEmail.toLowerCase()) {
      return failed([userError('WRONG_CURRENT_VALUE', authMessage('wrongEmail', ctx.language), 'currentEmail')]);
    }
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      return failed([userError('SAME_VALUE', authMessage('sameEmail', ctx.language), 'newEmail')]);
    }
    const limited = await limitAttempt(ctx, 'resend', user.username);
    if (limited !== undefined) return failed([limited]);

    const sent = await sendWithResendLock(ctx, newEmail, () => changeEmail(ctx.upstream, input.password, newEmail, ctx.services.publicUrl.value));
    if (sent.userErrors.length > 0) return failed(sent.userErrors);
    return { codeSent: true, sentTo: newEmail, resendAvailableInSeconds: sent.resendAvailableInSeconds, userErrors: [] };
  };
