/** Any origin the portal cannot have: a path resolved against it and still on it names this portal. */
const PROBE_ORIGIN = 'https://portal.invalid';
/**
 * Control characters and backslashes are refused before parsing: URL parsers drop tabs and line
 * breaks and read `\` as `/`, so `/\t/evil.example/x` and `/\evil.example` would name another host.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern refuses
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/** True for an absolute path of this portal (`/billPayment/return?x=1`), false for anything that leaves it. */
export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || UNSAFE.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
