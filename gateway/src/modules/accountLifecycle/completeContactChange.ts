import type { GatewayContext } from '../../context.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import type { UserError } from '../../userErrors.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { VIEWER } from '../auth/viewer.ts';

import { requiredErrors } from './inputChecks.ts';
import { changeEmailComplete, changeMobileComplete } from './profileApi.ts';
import { followLoginName, signedInUser } from './viewerProfile.ts';

/**
 * Confirms a change with the code sent to the new email or number. One code check per attempt of
 * the user's code budget; on success the session follows the new login name, so that `viewer`
 * answers the changed profile.
 */
async function completeChange(
  ctx: GatewayContext,
  fields: { value: string; password: string; otpCode: string; valueField: string },
  confirm: () => Promise<void>,
): Promise<UserError[]> {
  const user = await signedInUser(ctx);
  const required = requiredErrors(ctx.language, {
    [fields.valueField]: fields.value,
    password: fields.password,
    otpCode: fields.otpCode,
  });
  if (required.length > 0) return required;
  const limited = await limitAttempt(ctx, 'otp', user.username);
  if (limited !== undefined) return [limited];
  const refusals = await refusalsOf(confirm);
  if (refusals.length > 0) return refusals;
  await attemptSucceeded(ctx, 'otp', user.username);
  await followLoginName(ctx);
  return refusals;
}

export const completeEmailChange: ResolverOf<'Mutation', 'completeEmailChange'> = async (_, { input }, ctx) => {
  const fields = { value: input.newEmail.trim(), password: input.password, otpCode: input.otpCode.trim(), valueField: 'newEmail' };
  const userErrors = await completeChange(ctx, fields, () =>
    changeEmailComplete(ctx.upstream, { password: fields.password, newEmail: fields.value, otpCode: fields.otpCode }),
  );
  return { emailChanged: userErrors.length === 0, viewer: VIEWER, userErrors };
};

export const completeMobileChange: ResolverOf<'Mutation', 'completeMobileChange'> = async (_, { input }, ctx) => {
  const fields = { value: input.newMobile.trim(), password: input.password, otpCode: input.otpCode.trim(), valueField: 'newMobile' };
  const userErrors = await completeChange(ctx, fields, () =>
    changeMobileComplete(ctx.upstream, { password: fields.password, mobile: fields.value, otpCode: fields.otpCode }),
  );
  return { mobileChanged: userErrors.length === 0, viewer: VIEWER, userErrors };
};
