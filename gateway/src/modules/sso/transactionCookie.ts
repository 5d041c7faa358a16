import type { GatewayServices } from '../../context.ts';
import { parseCookies, serializeCookie } from '../../request/cookies.ts';
import { signSessionId, verifySessionToken } from '../../session/signing.ts';

/** One sign-in in progress at the provider: what the callback must find again (docs/sso.md). */
export interface SsoTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The redirect URI sent to the provider; the token request must repeat it. */
  redirectUri: string;
  returnTo: string | undefined;
  /** Epoch milliseconds after which the callback is refused. */
  expires: number;
}

const SSO_COOKIE = 'portal_sso';
/** Long enough to sign in at the provider, short enough that a forgotten tab cannot complete later. */
export const SSO_TRANSACTION_SECONDS = 600;

/**
 * The transaction travels in a signed (HMAC with `SESSION_SECRET`), HttpOnly, SameSite=Lax cookie:
 * Lax lets the browser send it on the provider's top-level redirect back, it is bound to this browser,
 * it needs no shared store between gateway instances, and nobody can forge or alter it.
 */
export function transactionCookie(services: GatewayServices, transaction: SsoTransaction): string {
  const value = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  return serializeCookie(SSO_COOKIE, signSessionId(value, services.config.sessionSecret), {
    httpOnly: true,
    secure: services.config.production,
    maxAgeSeconds: SSO_TRANSACTION_SECONDS,
  });
}

export function clearedTransactionCookie(services: GatewayServices): string {
  return serializeCookie(SSO_COOKIE, '', { httpOnly: true, secure: services.config.production, maxAgeSeconds: 0 });
}

/** The browser's transaction when its signature holds and it has not expired. */
export function readTransaction(services: GatewayServices, cookieHeader: string | null, now = Date.now()): SsoTransaction | undefined {
  const signed = parseCookies(cookieHeader).get(SSO_COOKIE);
  const value = signed === undefined ? undefined : verifySessionToken(signed, services.config.sessionSecret);
  if (value === undefined) return undefined;
  try {
    const transaction = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as SsoTransaction;
    return transaction.expires > now ? transaction : undefined;
  } catch {
    return undefined;
  }
}
