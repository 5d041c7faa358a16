import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { authMessage } from '../auth/messages.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { sendWithResendLock } from '../auth/resendLock.ts';
import { requiredErrors } from './inputChecks.ts';
import { changeMobileRequest } from './profileApi.ts';

import { signedInUser } from './viewerProfile.ts';

/**
 * `001 §5` Change mobile: the current number entered must be contained in the profile's number (which
 * may carry a dial code), the new one differ from it. The upstream checks the password, the format
 * (`customerMobileNoRegExpr`) and that nobody else uses the number.
 */
export const requestMobileChange: ResolverOf<'Mutation', 'requestMobileChange'> =
  async (_, { input }, ctx) => {
    const user = await signedInUser(ctx);
    const failed = (userErrors: UserError[]) => ({ codeSent: false, sentTo: null, resendAvailableInSeconds: null, userErrors });
    const currentMobile = input.currentMobile.trim();
    const newMobile = input.newMobile.trim();
    const required = requiredErrors(ctx.language, { currentMobile, newMobile, password: input.password });
    if (required.length > 0) return failed(required);
    if (!(user.mobileNo ?? '').includes(currentMobile)) {
      return failed([userError('WRONG_CURRENT_VALUE', authMessage('wrongPhone', ctx.language), 'currentMobile')]);
    }
    if (newMobile === currentMobile) {
      return failed([userError('SAME_VALUE', authMessage('samePhone', ctx.language), 'newMobile')]);
    }
    const limited = await limitAttempt(ctx, 'resend', user.username);
    if (limited !== undefined) return failed([limited]);

    const sent = await sendWithResendLock(ctx, newMobile, () => changeMobileRequest(ctx.upstream, input.password, newMobile));
    if (sent.userErrors.length > 0) return failed(sent.userErrors);
    return { codeSent: true, sentTo: newMobile, resendAvailableInSeconds: sent.resendAvailableInSeconds, userErrors: [] };
  };
