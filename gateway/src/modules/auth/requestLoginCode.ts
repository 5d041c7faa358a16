import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { isEmailLogin } from '../../../../shared/loginIdentifier.ts';
import { message } from '../../i18n/messages.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { loginWithOtpStage1 } from './api.ts';
import { captchaError } from './captcha.ts';
import { attemptSucceeded, limitAttempt } from './rateLimits.ts';
import { sendWithResendLock } from './resendLock.ts';
import { signInUpstream } from './signInUpstream.ts';

const failed = (userErrors: UserError[]): ResolversParentTypes['RequestLoginCodePayload'] => ({
  codeSent: false,
  channel: null,
  resendAvailableInSeconds: null,
  userErrors,
});

/**
 * OTP sign-in, step 1 (`000 §4`). It checks a password, so it shares the sign-in attempt budget.
 * The code goes by SMS to users who sign in with a mobile number, by e-mail otherwise (`000 §5`:
 * a value with an at-sign is an email).
 */
export const requestLoginCode: ResolverOf<'Mutation', 'requestLoginCode'> =
  async (_, { input }, ctx) => {
    const email = input.email.trim();
    const errors: UserError[] = [];
    if (email === '') errors.push(userError('INVALID_INPUT', message('emailRequired', ctx.language), 'email'));
    if (input.password === '') {
      errors.push(userError('INVALID_INPUT', message('passwordRequired', ctx.language), 'password'));
    }
    if (errors.length > 0) return failed(errors);
    const limited = await limitAttempt(ctx, 'login', email);
    if (limited !== undefined) return failed([limited]);
    const captcha = await captchaError(ctx, input.captchaToken);
    if (captcha !== undefined) return failed([captcha]);

    const { upstream } = signInUpstream(ctx);
    let codeSent = false;
    const sent = await sendWithResendLock(ctx, email, async () => {
      codeSent = await loginWithOtpStage1(upstream, email, input.password);
    });
    if (sent.userErrors.length > 0) return failed(sent.userErrors);
    await attemptSucceeded(ctx, 'login', email);
    if (!codeSent) return failed([]);
    return {
      codeSent,
      channel: isEmailLogin(email) ? 'EMAIL' : 'SMS',
      resendAvailableInSeconds: sent.resendAvailableInSeconds,
      userErrors: [],
    };
  };
