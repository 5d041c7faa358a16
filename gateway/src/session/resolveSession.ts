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

function bearerToken(headers: Headers): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '');
  return match?.[1];
}

/**
 * The session of a request: an `Authorization: Bearer` token (API clients) wins over the cookie.
 * Tampered, unknown or expired values make the caller a visitor. A found session is refreshed, so
 * its lifetime counts from the last request (idle timeout).
 */
export async function resolveSession(
  headers: Headers,
  store: SessionStore,
  secret: string,
  ttlSeconds: number,
): Promise<SessionLookup> {
  const bearer = bearerToken(headers);
  const cookie = parseCookies(headers.get('cookie')).get(PORTAL_SESSION_COOKIE);
  const via = bearer === undefined ? 'cookie' : 'bearer';
  const token = bearer ?? cookie;
  if (token === undefined || token === '') return { session: undefined, staleCookie: false };
  const id = verifySessionToken(token, secret);
  const data = id === undefined ? undefined : await store.get(id);
  if (id === undefined || data === undefined) return { session: undefined, staleCookie: via === 'cookie' };
  await store.set(id, data, ttlSeconds);
  return { session: { id, data, via }, staleCookie: false };
}
