import type { GatewayContext } from '../../context.ts';
import { parseCookies } from '../../request/cookies.ts';

/**
 * Yoga merges its server context into the GraphQL context: the Fetch `request`, and on node:http the
 * `req` whose socket says who connected. Contexts built elsewhere (Apollo mount) may lack both.
 */
interface ServerContext {
  request?: Request;
  req?: { socket?: { remoteAddress?: string } };
}

/** The connecting address, for per-address rate limits; one shared bucket when it is unknown. */
export function clientAddress(ctx: GatewayContext): string {
  return (ctx as GatewayContext & ServerContext).req?.socket?.remoteAddress ?? 'unknown';
}

/** A cookie the browser sent with this request. */
export function requestCookie(ctx: GatewayContext, name: string): string | undefined {
  return parseCookies((ctx as GatewayContext & ServerContext).request?.headers.get('cookie')).get(name);
}
