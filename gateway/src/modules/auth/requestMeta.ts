import type { GatewayContext } from '../../context.ts';
import { parseCookies } from '../../request/cookies.ts';

/** Yoga merges the Fetch `request` into the GraphQL context; contexts built elsewhere (Apollo mount) lack it. */
interface ServerContext {
  request?: Request;
}

/** A cookie the browser sent with this request. */
export function requestCookie(ctx: GatewayContext, name: string): string | undefined {
  return parseCookies((ctx as GatewayContext & ServerContext).request?.headers.get('cookie')).get(name);
}
