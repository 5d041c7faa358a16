/**
 * A same-origin path to return to after sign-in, or undefined. Only absolute paths of this origin are
 * kept (`/apps`, `/app/1/2?tab=x`): no scheme, no `//host`, no backslashes or control characters, so
 * that the sign-in cannot be turned into an open redirect.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '' || value.length > 512) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  const base = 'http://portal.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return undefined;
  // The sign-in pages themselves are no place to return to.
  if (url.pathname === '/login' || url.pathname.startsWith('/auth/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
