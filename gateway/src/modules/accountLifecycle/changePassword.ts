import type { LanguageCode } from '../../request/language.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { authMessage } from '../auth/messages.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import type { UserModel } from '../auth/userModel.ts';
import { VIEWER } from '../auth/viewer.ts';
import { passwordPairErrors, requiredErrors } from './inputChecks.ts';
import { changePassword as upstreamChangePassword } from './profileApi.ts';
import { rotateViewerSession, signedInUser } from './viewerProfile.ts';

/** `001 §5` Change password: the email (email registration) or phone (mobile) must match the profile. */
function identifierError(user: UserModel, identifier: string, language: LanguageCode): UserError[] {
  if (user.registrationType === 'MOBILE') {
    const mobile = user.mobileNo ?? '';
    return mobile !== '' && mobile.includes(identifier) && identifier.length > 0
      ? []
      : [userError('WRONG_CURRENT_VALUE', authMessage('wrongPhone', language), 'identifier')];
  }
  return (user.email ?? '').toLowerCase() === identifier.toLowerCase()
    ? []
    : [userError('WRONG_CURRENT_VALUE', authMessage('wrongEmail', language), 'identifier')];
}

/**
 * Changes the password. The upstream ends the user's other sessions, so their gateway sessions turn
 * into visitors at their next request; this one gets a new id (no id known before the change survives it).
 */
export const changePassword: ResolverOf<'Mutation', 'changePassword'> = async (
  _,
  { input },
  ctx,
) => {
  const user = await signedInUser(ctx);
  const failed = (userErrors: UserError[]) => ({ passwordChanged: false, viewer: VIEWER, userErrors });
  const identifier = input.identifier.trim();
  const required = requiredErrors(ctx.language, {
    identifier,
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
  });
  if (required.length > 0) return failed(required);
  const errors = [
    ...identifierError(user, identifier, ctx.language),
    ...passwordPairErrors(ctx.language, input.newPassword, input.newPasswordRepeat, 'newPasswordRepeat'),
  ];
  if (errors.length > 0) return failed(errors);
  const limited = await limitAttempt(ctx, 'login', user.username);
  if (limited !== undefined) return failed([limited]);

  const refusals = await refusalsOf(() => upstreamChangePassword(ctx.upstream, input.currentPassword, input.newPassword));
  for (const refusal of refusals) if (refusal.code === 'INVALID_CREDENTIALS') refusal.field = 'currentPassword';
  if (refusals.length > 0) return failed(refusals);
  await attemptSucceeded(ctx, 'login', user.username);
  await rotateViewerSession(ctx);
  return { passwordChanged: true, viewer: VIEWER, userErrors: [] };
};
