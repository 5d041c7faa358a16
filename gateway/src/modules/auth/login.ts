import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { message } from '../../i18n/messages.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { startViewerSession } from '../../session/viewerSession.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { setUpstreamLanguage } from '../language/api.ts';
import { getProfileDetails, getProfileStatus, login as upstreamLogin, type UpstreamProfile } from './api.ts';
import { captchaError } from './captcha.ts';
import { attemptSucceeded, limitAttempt } from './rateLimits.ts';
import { signInUpstream } from './signInUpstream.ts';
import { rememberTrustedComputer } from './trustedComputer.ts';
import { refusalsOf } from './upstreamRefusal.ts';
import { upstreamRole } from './userModel.ts';
import { VIEWER } from './viewer.ts';
import { profileLoader } from './profileLoader.ts';

const failed = (userErrors: UserError[]): ResolversParentTypes['LoginPayload'] => ({ viewer: VIEWER, token: null, userErrors });

/** Inputs are trimmed and both are mandatory (`000 §5`). */
function inputErrors(email: string, password: string, language: Parameters<typeof message>[1]): UserError[] {
  const errors: UserError[] = [];
  if (email === '') errors.push(userError('INVALID_INPUT', message('emailRequired', language), 'email'));
  if (password === '') errors.push(userError('INVALID_INPUT', message('passwordRequired', language), 'password'));
  return errors;
}

/**
 * The profile of the user who just signed in, under the login name the upstream knows. The typed
 * value usually is that name; when it is not (a mobile number typed with spaces), the upstream's
 * own login name is asked for.
 */
async function signedInProfile(
  upstream: UpstreamClient,
  typed: string,
): Promise<{ username: string; profile: UpstreamProfile }> {
  try {
    return { username: typed, profile: await getProfileDetails(upstream, typed) };
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
    const username = await getProfileStatus(upstream);
    return { username, profile: await getProfileDetails(upstream, username) };
  }
}

/**
 * Signs in upstream with a fresh upstream client, then keeps the upstream cookie in a new gateway
 * session; the request's previous session, if any, is deleted (a new id at every sign-in, so that a
 * session id known before cannot be fixed on the user). Checks run cheapest first: input, rate limit,
 * captcha (`000 §4`). Refusals are user errors with the upstream's localized text (`000 §8`).
 */
export const login: ResolverOf<'Mutation', 'login'> = async (_, { input }, ctx) => {
  const email = input.email.trim();
  const errors = inputErrors(email, input.password, ctx.language);
  if (errors.length > 0) return failed(errors);
  const limited = await limitAttempt(ctx, 'login', email);
  if (limited !== undefined) return failed([limited]);
  const captcha = await captchaError(ctx, input.captchaToken);
  if (captcha !== undefined) return failed([captcha]);

  const { upstream, trustedTokenSet } = signInUpstream(ctx);
  const trustedComputer = input.trustedComputer === true;
  const refusals = await refusalsOf(() =>
    upstreamLogin(upstream, { email, password: input.password, otpCode: input.otpCode?.trim() ?? '', trustedComputer }),
  );
  if (refusals.length > 0) return failed(refusals);
  await attemptSucceeded(ctx, 'login', email);
  const upstreamSession = upstream.session();
  if (upstreamSession === undefined) {
    throw new UpstreamError({ kind: 'bad_response', path: '/account/Login', text: 'no session cookie after sign-in' });
  }
  const trustedToken = trustedTokenSet();
  if (trustedToken !== undefined) rememberTrustedComputer(ctx, trustedToken);
  const { username, profile } = await signedInProfile(upstream, email);
  // The upstream session would otherwise keep the user's stored language, which outranks
  // Accept-Language for the upstream's texts; the portal speaks the request's language.
  await setUpstreamLanguage(upstream, ctx.language, false);

  if (ctx.session !== undefined) await ctx.services.sessions.delete(ctx.session.id);
  const token = await startViewerSession(ctx, {
    upstreamSession,
    username,
    userId: username,
    role: upstreamRole(profile),
    language: ctx.language,
  });
  profileLoader(ctx).prime(username, profile);
  return { viewer: VIEWER, token: input.issueToken === true ? token : null, userErrors: [] };
};
