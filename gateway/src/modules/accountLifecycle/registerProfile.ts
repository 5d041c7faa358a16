import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { isEmailLogin } from '../../../../shared/loginIdentifier.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import type { UserError } from '../../userErrors.ts';
import { captchaError } from '../auth/captcha.ts';
import { limitAttempt } from '../auth/rateLimits.ts';
import { sendWithResendLock } from '../auth/resendLock.ts';
import { registerProfile as upstreamRegister, UPSTREAM_REGISTRATION_TYPE } from './api.ts';
import { passwordPairErrors, requiredErrors } from './inputChecks.ts';

const failed = (userErrors: UserError[]): ResolversParentTypes['RegisterProfilePayload'] => ({ registrationType: null, sentTo: null, userErrors });

/**
 * Registration (`000 §2`, `000 §5`). The record checks (ID number, email or mobile on record) and the
 * password rules are the upstream's, whose texts are shown as they are (`000 §8`). It sends a code,
 * so it counts against the code-sending budget of the login being registered.
 */
export const registerProfile: ResolverOf<'Mutation', 'registerProfile'> = async (
  _,
  { input },
  ctx,
) => {
  const login = input.emailOrMobile.trim();
  const errors = [
    ...requiredErrors(ctx.language, { accountName: input.accountName, emailOrMobile: login, password: input.password }),
    ...passwordPairErrors(ctx.language, input.password, input.passwordRepeat, 'passwordRepeat'),
  ];
  if (errors.length > 0) return failed(errors);
  const limited = await limitAttempt(ctx, 'resend', login);
  if (limited !== undefined) return failed([limited]);
  const captcha = await captchaError(ctx, input.captchaToken);
  if (captcha !== undefined) return failed([captcha]);

  const registrationType = isEmailLogin(login) ? 'EMAIL' : 'MOBILE';
  const sent = await sendWithResendLock(ctx, login, () =>
    upstreamRegister(ctx.upstream, {
      accountName: input.accountName.trim(),
      idNo: input.idNo?.trim() ?? '',
      email: registrationType === 'EMAIL' ? login : '',
      mobileNo: registrationType === 'MOBILE' ? login : '',
      password: input.password,
      registrationType: UPSTREAM_REGISTRATION_TYPE[registrationType],
      portalUrl: ctx.services.publicUrl.value,
    }),
  );
  if (sent.userErrors.length > 0) return failed(sent.userErrors);
  return { registrationType, sentTo: login, userErrors: [] };
};
