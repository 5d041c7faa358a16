import { bearerToken, isApiToken } from '../apiTokens/integrator.ts';
import { parseCookies } from '../request/cookies.ts';
import { PORTAL_SESSION_COOKIE } from './sessionCookie.ts';
import type { SessionData, SessionStore } from './SessionStore.ts';
import { verifySessionToken } from './signing.ts';

/** A gateway session found on a request, and how it arrived. */
export interface ActiveSession {
  id: string;
  data: SessionData;
  via: 'cookie' | 'bearer';
}

export interface SessionLookup {
  session: ActiveSession | undefined;
  /** The request sent a `portal_session` cookie that no longer names a session: clear it. */
  staleCookie: boolean;
}

/** Where an integrator (`Authorization: Bearer pat_…`) sends the session of the user it acts for. */
export const SESSION_TOKEN_HEADER = 'x-session-token';

/**
 * The session token of a request and how it came. An integrator's API token is not a session: the
 * user's session token travels beside it in `X-Session-Token`, and cookies are ignored (integrators
 * are servers). Otherwise a Bearer session token (API clients) wins over the cookie.
 */
function sessionCredential(headers: Headers): { token: string | undefined; via: ActiveSession['via'] } {
  const bearer = bearerToken(headers);
  if (isApiToken(bearer)) return { token: headers.get(SESSION_TOKEN_HEADER) ?? undefined, via: 'bearer' };
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  return { token: parseCookies(headers.get('cookie')).get(PORTAL_SESSION_COOKIE), via: 'cookie' };
}

/**
 * The session of a request (see `sessionCredential`). Tampered, unknown or expired values make the
 * caller a visitor. A found session is refreshed, so its lifetime counts from the last request
 * (idle timeout).
 */
export async function resolveSession(
  headers: Headers,
  store: SessionStore,
  secret: string,
  ttlSeconds: number,
): Promise<SessionLookup> {
  const { token, via } = sessionCredential(headers);
  if (token === undefined || token === '') return { session: undefined, staleCookie: false };
  const id = verifySessionToken(token, secret);
  // Refreshed without being written again: a rewrite per request cost a serialisation (a Redis SET of
  // the whole session), and could undo a sign-out or a language change another request made meanwhile.
  const data = id === undefined ? undefined : await store.touch(id, ttlSeconds);
  if (id === undefined || data === undefined) return { session: undefined, staleCookie: via === 'cookie' };
  return { session: { id, data, via }, staleCookie: false };
}
