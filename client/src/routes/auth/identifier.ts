/**
 * The sign-in identifier: 000 §5 — a value containing an at-sign is an email; 001 §5 — an all-digit value
 * matching the utility's id-number pattern is an id number; anything else a mobile number. The rule is
 * the one the utility finds users by (shared/loginIdentifier.ts).
 */
import { isTypedPhoneNumber, isValidEmail } from '../../../../shared/contacts';
import { loginKind } from '../../../../shared/loginIdentifier';

/** True when the trimmed value is a valid email, an id number by the pattern, or a mobile number. */
export function isValidIdentifier(value: string, idNumberPattern: string | null = null): boolean {
  const trimmed = value.trim();
  const kind = loginKind(trimmed, idNumberPattern);
  return kind === 'email' ? isValidEmail(trimmed) : kind === 'idNumber' || isTypedPhoneNumber(trimmed);
}

/** 000 §5: Login is enabled only with a valid identifier, a password and no request in flight. */
export function canSubmitLogin(identifier: string, password: string, inFlight: boolean, idNumberPattern: string | null = null): boolean {
  return !inFlight && isValidIdentifier(identifier, idNumberPattern) && password.trim() !== '';
}
