import * as oidc from 'openid-client';
import type { GatewayServices } from '../../context.ts';
import { failureLocation } from './failure.ts';
import { oidcConfiguration } from './oidcClient.ts';
import { redirectUriFor, type SsoRedirect } from './redirect.ts';
import { safeReturnTo } from './returnTo.ts';
import { SSO_TRANSACTION_SECONDS, transactionCookie } from './transactionCookie.ts';

/**
 * `GET /auth/sso/start?returnTo=…`: sends the browser to the provider's authorization endpoint
 * (authorization code with PKCE S256, state and nonce), remembering them in the transaction cookie.
 */
export async function startSignOn(services: GatewayServices, request: Request): Promise<SsoRedirect> {
  const config = services.config.oidc;
  if (config === undefined) return { location: failureLocation('not_configured'), setCookies: [] };
  let configuration: oidc.Configuration;
  try {
    configuration = await oidcConfiguration(services, config);
  } catch (error) {
    services.logger.warn({ err: error }, 'single sign-on: provider discovery failed');
    return { location: failureLocation('unavailable'), setCookies: [] };
  }
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = redirectUriFor(config.redirectUri, request);
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: config.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
  const expires = Date.now() + SSO_TRANSACTION_SECONDS * 1000;
  return {
    location: authorizationUrl.toString(),
    setCookies: [transactionCookie(services, { state, nonce, codeVerifier, redirectUri, returnTo, expires })],
  };
}
