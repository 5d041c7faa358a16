import * as oidc from 'openid-client';
import { createContext, type GatewayServices } from '../../context.ts';
import { takeResponseCookies } from '../../request/responseCookies.ts';
import { startViewerSession } from '../../session/viewerSession.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { getProfileDetails } from '../auth/api.ts';
import { signInUpstream } from '../auth/signInUpstream.ts';
import { upstreamRole } from '../auth/userModel.ts';
import { setUpstreamLanguage } from '../language/api.ts';
import { loginWithIdentityProvider, SSO_STATUS } from './api.ts';
import { failureLocation, SignOnFailed } from './failure.ts';
import { oidcConfiguration } from './oidcClient.ts';
import { signedOnUsername } from './profileStatus.ts';
import type { SsoRedirect } from './redirect.ts';
import { clearedTransactionCookie, readTransaction, type SsoTransaction } from './transactionCookie.ts';

/** Where each role lands after sign-in (`000 §2`, Navigation rules). */
const HOME = { 1: '/employeeHome', 2: '/userHome' } as const;

function upstreamFailure(error: unknown): SignOnFailed {
  if (error instanceof SignOnFailed) return error;
  if (!(error instanceof UpstreamError)) return new SignOnFailed('unavailable', String(error));
  if (error.kind === 'unauthenticated') return new SignOnFailed('rejected', error.message);
  if (error.kind !== 'rejected') return new SignOnFailed('unavailable', error.message);
  if (error.status === SSO_STATUS.unknownAccount) return new SignOnFailed('unknown_account', error.text);
  if (error.status === SSO_STATUS.employeesOnly) return new SignOnFailed('employees_only', error.text);
  return new SignOnFailed('rejected', error.text);
}

/** The provider's answer, checked by openid-client: state, code with the PKCE verifier, ID token with the nonce. */
async function exchangeCode(services: GatewayServices, request: Request, transaction: SsoTransaction): Promise<string> {
  const config = services.config.oidc;
  if (config === undefined) throw new SignOnFailed('not_configured', 'OIDC_ISSUER is unset');
  const configuration = await oidcConfiguration(services, config).catch((error: unknown) => {
    throw new SignOnFailed('unavailable', String(error));
  });
  // The token request repeats the redirect URI of the authorization request, whatever host the callback came on.
  const callbackUrl = new URL(transaction.redirectUri);
  callbackUrl.search = new URL(request.url).search;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    if (tokens.id_token === undefined) throw new Error('no ID token');
    return tokens.id_token;
  } catch (error) {
    throw new SignOnFailed('provider', error instanceof Error ? error.message : String(error));
  }
}

/**
 * Signs in at the utility with the ID token and starts the gateway session exactly as the `login`
 * mutation does: a fresh upstream client, the profile, the request's language upstream, the previous
 * gateway session deleted and a new one started (a new id at every sign-in).
 */
async function signIn(services: GatewayServices, request: Request, idToken: string): Promise<{ location: string; cookies: string[] }> {
  const ctx = await createContext(services, request);
  const { upstream } = signInUpstream(ctx);
  let username: string;
  let profile: Awaited<ReturnType<typeof getProfileDetails>>;
  try {
    await loginWithIdentityProvider(upstream, idToken);
    username = await signedOnUsername(upstream);
    profile = await getProfileDetails(upstream, username);
    await setUpstreamLanguage(upstream, ctx.language, false);
  } catch (error) {
    throw upstreamFailure(error);
  }
  const upstreamSession = upstream.session();
  if (upstreamSession === undefined) throw new SignOnFailed('unavailable', 'no upstream session cookie after sign-in');
  if (ctx.session !== undefined) await services.sessions.delete(ctx.session.id);
  const role = upstreamRole(profile);
  await startViewerSession(ctx, { upstreamSession, username, userId: username, role, language: ctx.language });
  return { location: HOME[role], cookies: takeResponseCookies(request) };
}

/**
 * `GET /auth/sso/callback`: completes the sign-in the transaction cookie describes, once. The cookie is
 * cleared whatever happens; every failure lands on the login page with a reason (never a blank page).
 */
export async function completeSignOn(services: GatewayServices, request: Request): Promise<SsoRedirect> {
  const cleared = clearedTransactionCookie(services);
  const params = new URL(request.url).searchParams;
  const transaction = readTransaction(services, request.headers.get('cookie'));
  try {
    if (transaction === undefined) throw new SignOnFailed('state', 'no valid sign-in transaction cookie');
    if (params.get('state') !== transaction.state) throw new SignOnFailed('state', 'state does not match');
    const error = params.get('error');
    if (error !== null) throw new SignOnFailed(error === 'access_denied' ? 'cancelled' : 'provider', error);
    const idToken = await exchangeCode(services, request, transaction);
    const { location, cookies } = await signIn(services, request, idToken);
    return { location: transaction.returnTo ?? location, setCookies: [cleared, ...cookies] };
  } catch (error) {
    if (!(error instanceof SignOnFailed)) throw error;
    services.logger.warn({ reason: error.reason, detail: error.message }, 'single sign-on failed');
    return { location: failureLocation(error.reason), setCookies: [cleared] };
  }
}
