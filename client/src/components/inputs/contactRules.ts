/**
 * Rules of the email-or-phone input (001 §5) and the at-sign rule (000 §5): a value with an at-sign is
 * an email, anything else a phone number.
 */
import { isTypedPhoneNumber, isValidEmail } from '../../../../shared/contacts';
import type { TFunction } from '../../i18n/i18n';

/** 001 §5: the 'valid email' message shows only once the value is longer than 5 characters. */
const EMAIL_MESSAGE_MIN_LENGTH = 6;

export type ContactKind = 'email' | 'phone';
export type ContactAccept = ContactKind | 'either';

export function contactKind(value: string): ContactKind {
  return value.includes('@') ? 'email' : 'phone';
}

export function isEmail(value: string): boolean {
  return isValidEmail(value.trim());
}

/** A phone by the configured pattern (settings.customerMobileNoRegExpr) or, without one, 8–15 digits (shared/contacts.ts). */
function isPhone(value: string, pattern?: string | null): boolean {
  const trimmed = value.trim();
  if (pattern) {
    try {
      return new RegExp(pattern).test(trimmed);
    } catch {
      // A broken pattern in the utility's settings must not lock the user out: fall back to the default.
    }
  }
  return isTypedPhoneNumber(trimmed);
}

export function isValidContact(value: string, accept: ContactAccept, pattern?: string | null): boolean {
  const kind = accept === 'either' ? contactKind(value.trim()) : accept;
  return kind === 'email' ? isEmail(value) : isPhone(value, pattern);
}

/** The message key to show under the field, or null: nothing is said about short, unfinished values. */
export function contactMessageKey(value: string, accept: ContactAccept, pattern?: string | null): string | null {
  const trimmed = value.trim();
  if (trimmed.length < EMAIL_MESSAGE_MIN_LENGTH || isValidContact(trimmed, accept, pattern)) return null;
  const kind = accept === 'either' ? contactKind(trimmed) : accept;
  return kind === 'email' ? 'inputs.contact.invalidEmail' : 'inputs.contact.invalidPhone';
}

/** The problem of a typed email or phone (001 §5), as its input names it. */
export function contactProblem(t: TFunction, value: string, accept: ContactAccept, phonePattern?: string | null): string | null {
  const key = contactMessageKey(value, accept, phonePattern);
  return key ? t(`common:${key}`) : null;
}
