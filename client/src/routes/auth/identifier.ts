/**
 * The sign-in identifier: 000 §5 — a value containing an at-sign is an email, anything else a mobile
 * number.
 */
import { isTypedPhoneNumber, isValidEmail } from '../../../../shared/contacts';

export type IdentifierKind = 'email' | 'mobile';

export function identifierKind(value: string): IdentifierKind {
  return value.includes('@') ? 'email' : 'mobile';
}

/** True when the trimmed value is a valid email (with an at-sign) or mobile number (without). */
export function isValidIdentifier(value: string): boolean {
  const trimmed = value.trim();
  return identifierKind(trimmed) === 'email' ? isValidEmail(trimmed) : isTypedPhoneNumber(trimmed);
}

/** 000 §5: Login is enabled only with a valid identifier, a password and no request in flight. */
export function canSubmitLogin(identifier: string, password: string, inFlight: boolean): boolean {
  return !inFlight && isValidIdentifier(identifier) && password.trim() !== '';
}
