import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '../domain/constants.ts';

/**
 * Link codes and trusted-computer tokens are long random strings, so a plain SHA-256 is enough to keep
 * them unusable if the database leaks; they are looked up by that hash.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A URL-safe random token of 32 bytes (link codes, trusted computers). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric one-time code with leading zeros kept (docs/architecture.md §2 "OTPs are random"). */
export function randomOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** One-time codes are short, so each gets its own salt; the attempt bound is what really protects them. */
export function saltedHash(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
