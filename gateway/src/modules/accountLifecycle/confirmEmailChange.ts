import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { attemptSucceeded, limitAttempt } from '../auth/rateLimits.ts';
import { refusalsOf } from '../auth/upstreamRefusal.ts';
import { VIEWER } from '../auth/viewer.ts';
import { requiredErrors } from './inputChecks.ts';
import { changeEmailComplete } from './profileApi.ts';
import { followLoginName } from './viewerProfile.ts';

/**
 * The e-mailed link (route `/changeEmail/{code}`): works without a session, as the link may be opened
 * in another browser. The link names no login, so only the per-address budget applies.
 */
export const confirmEmailChange: ResolverOf<'Mutation', 'confirmEmailChange'> = async (
  _,
  { input },
  ctx,
) => {
  const code = input.code.trim();
  const required = requiredErrors(ctx.language, { code });
  if (required.length > 0) return { emailChanged: false, viewer: VIEWER, userErrors: required };
  const limited = await limitAttempt(ctx, 'otp', null);
  if (limited !== undefined) return { emailChanged: false, viewer: VIEWER, userErrors: [limited] };

  const userErrors = await refusalsOf(() => changeEmailComplete(ctx.upstream, { linkCode: code }), 'code');
  if (userErrors.length === 0) {
    await attemptSucceeded(ctx, 'otp', null);
    await followLoginName(ctx);
  }
  return { emailChanged: userErrors.length === 0, viewer: VIEWER, userErrors };
};
