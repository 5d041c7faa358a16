import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * `pat_<id>_<secret>`: a prefix that secret scanners and the gateway recognise, a public hex id
 * (no `_` in it, so parsing is unambiguous) and 32 random bytes. Tokens are this long and random,
 * so a fast hash is enough to store them: there is nothing to brute-force as with passwords.
 */
export const API_TOKEN_PREFIX = 'pat_';
const ID_BYTES = 8;
const SECRET_BYTES = 32;
const TOKEN_PATTERN = /^pat_([0-9a-f]{16})_[\w-]{43}$/;

export function newApiToken(): { id: string; token: string } {
  const id = randomBytes(ID_BYTES).toString('hex');
  return { id, token: `${API_TOKEN_PREFIX}${id}_${randomBytes(SECRET_BYTES).toString('base64url')}` };
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The id of a well-formed token, or undefined. */
export function apiTokenId(token: string): string | undefined {
  return TOKEN_PATTERN.exec(token)?.[1];
}

export function apiTokenMatches(token: string, secretHash: string): boolean {
  const given = Buffer.from(hashApiToken(token), 'hex');
  const expected = Buffer.from(secretHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
