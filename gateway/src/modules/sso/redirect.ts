/** What an SSO endpoint answers: a 303 to `location` with these cookies. */
export interface SsoRedirect {
  location: string;
  setCookies: string[];
}

/** The callback URL: configured, or this request's origin (development; production requires it). */
export function redirectUriFor(configured: string | undefined, request: Request): string {
  return configured ?? new URL('/auth/sso/callback', request.url).toString();
}
