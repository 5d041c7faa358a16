import type { GatewayContext } from '../../context.ts';
import { serializeCookie } from '../../request/cookies.ts';
import { signSessionId, verifySessionToken } from '../../session/signing.ts';
import { requestCookie } from './requestMeta.ts';

/** The upstream's trusted-computer cookie (`utility-api/README.md`, Authentication). */
const UPSTREAM_TRUSTED_COOKIE = 'UTILITY_TRUSTED_COMPUTER';
/** The gateway's own cookie holding that token for one browser; upstream cookies never reach browsers. */
const TRUSTED_COOKIE = 'portal_trusted';
/** As long as the upstream keeps the token (90 days). */
const TRUSTED_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The upstream token this browser holds, when its cookie carries a valid signature. */
function trustedToken(ctx: GatewayContext): string | undefined {
  const value = requestCookie(ctx, TRUSTED_COOKIE);
  return value === undefined ? undefined : verifySessionToken(value, ctx.services.config.sessionSecret);
}

/** The cookies to send upstream on sign-in from this browser. */
export function trustedUpstreamCookies(ctx: GatewayContext): Record<string, string> {
  const token = trustedToken(ctx);
  return token === undefined ? {} : { [UPSTREAM_TRUSTED_COOKIE]: token };
}

/** The trusted-computer token among an upstream answer's Set-Cookie values, if it set one. */
export function upstreamTrustedToken(setCookies: readonly string[]): string | undefined {
  for (const header of setCookies) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === UPSTREAM_TRUSTED_COOKIE) {
      const value = pair.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

/** Long-lived, HttpOnly (scripts never read the token), signed (not forgeable), Secure in production. */
export function rememberTrustedComputer(ctx: GatewayContext, token: string): void {
  const { sessionSecret, production } = ctx.services.config;
  ctx.responseCookies.set(
    serializeCookie(TRUSTED_COOKIE, signSessionId(token, sessionSecret), {
      httpOnly: true,
      secure: production,
      maxAgeSeconds: TRUSTED_MAX_AGE_SECONDS,
    }),
  );
}
