/** Name of the upstream's session cookie (`utility-api/README.md` Authentication). */
const UPSTREAM_SESSION_COOKIE = 'UTILITY_SESSION';

/**
 * The upstream session value set by a response, `null` when the response clears it, or `undefined`
 * when it does not touch it. The gateway keeps this value server-side; browsers never see it (docs/architecture.md §2).
 */
export function readUpstreamSession(setCookieHeaders: readonly string[]): string | null | undefined {
  for (const header of setCookieHeaders) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== UPSTREAM_SESSION_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    return value === '' || expired ? null : value;
  }
  return undefined;
}

export function upstreamCookieHeader(session: string): string {
  return `${UPSTREAM_SESSION_COOKIE}=${session}`;
}
