/**
 * The sign-in identifier: 000 §5 — a value containing an at-sign is an email, anything else a mobile
 * number.
 */

/** A mobile number is 8 to 15 digits (a local number has 8, an international one at most 15: E.164). */
const MOBILE_NUMBER = /^\+?\d{8,15}$/;
/** One at-sign, something before it, and a dotted domain without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type IdentifierKind = 'email' | 'mobile';

export function identifierKind(value: string): IdentifierKind {
  return value.includes('@') ? 'email' : 'mobile';
}

/** True when the trimmed value is a valid email (with an at-sign) or mobile number (without). */
export function isValidIdentifier(value: string): boolean {
  const trimmed = value.trim();
  return identifierKind(trimmed) === 'email' ? EMAIL.test(trimmed) : MOBILE_NUMBER.test(trimmed);
}

/** 000 §5: Login is enabled only with a valid identifier, a password and no request in flight. */
export function canSubmitLogin(identifier: string, password: string, inFlight: boolean): boolean {
  return !inFlight && isValidIdentifier(identifier) && password.trim() !== '';
}
