import { upstreamClientFor, type GatewayContext } from '../../context.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { trustedUpstreamCookies, upstreamTrustedToken } from './trustedComputer.ts';

export interface SignInUpstream {
  upstream: UpstreamClient;
  /** The trusted-computer token the upstream set during these calls, if any. */
  trustedTokenSet(): string | undefined;
}

/**
 * A fresh upstream client for signing in (never a previous viewer's session) that carries this
 * browser's trusted-computer token, so that a trusted browser is not asked for a code (`000 §2`).
 */
export function signInUpstream(ctx: GatewayContext): SignInUpstream {
  let trusted: string | undefined;
  const upstream = upstreamClientFor(ctx.services, {
    requestId: ctx.requestId,
    logger: ctx.logger,
    language: ctx.language,
    cookies: trustedUpstreamCookies(ctx),
    onSetCookies: (setCookies) => {
      trusted = upstreamTrustedToken(setCookies) ?? trusted;
    },
  });
  return { upstream, trustedTokenSet: () => trusted };
}
