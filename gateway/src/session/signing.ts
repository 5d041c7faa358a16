import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: session ids cannot be guessed. */
const SESSION_ID_BYTES = 32;

export function newSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url');
}

/** `<id>.<HMAC-SHA256(id)>`: the value of the session cookie and of Bearer tokens. */
export function signSessionId(id: string, secret: string): string {
  return `${id}.${signature(id, secret)}`;
}

/** The session id of a signed value, or undefined when it is malformed or its signature is wrong. */
export function verifySessionToken(token: string, secret: string): string | undefined {
  const separator = token.lastIndexOf('.');
  if (separator <= 0) return undefined;
  const id = token.slice(0, separator);
  const given = Buffer.from(token.slice(separator + 1));
  const expected = Buffer.from(signature(id, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
