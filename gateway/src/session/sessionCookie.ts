import { serializeCookie } from '../request/cookies.ts';

/** The browser's only credential: a signed gateway session id (docs/architecture.md §2; upstream cookies stay here). */
export const PORTAL_SESSION_COOKIE = 'portal_session';

/** HttpOnly so that scripts cannot read it; Secure in production (HTTPS only). */
export function portalSessionCookie(token: string, secure: boolean): string {
  return serializeCookie(PORTAL_SESSION_COOKIE, token, { httpOnly: true, secure });
}

export function clearedPortalSessionCookie(secure: boolean): string {
  return serializeCookie(PORTAL_SESSION_COOKIE, '', { httpOnly: true, secure, maxAgeSeconds: 0 });
}
