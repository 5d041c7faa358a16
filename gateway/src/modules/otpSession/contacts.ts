import { DIAL_CODES, phoneProblem } from '../../../../shared/phoneRules.ts';

/** Loose on purpose, like the upstream: one at-sign, something on both sides, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A number with its dial code: up to 15 digits (E.164), at least 8 (`001 §5`). */
const PHONE_DIGITS = /^\d{8,15}$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => EMAIL.test(email);

/** Digits only: `+357 99-123456` → `35799123456` (`001 §3` phone number: digits with dial code). */
export const phoneDigits = (phone: string): string => phone.replace(/^\s*(\+|00)/, '').replace(/[\s\-().]/g, '');

export const isValidPhoneDigits = (digits: string): boolean => PHONE_DIGITS.test(digits);

/**
 * `001 §5`: a number with Cyprus's dial code must be a mobile (NoCyMobileNum), the client's rule of
 * `shared/phoneRules.ts`, imported so that both hold the same one: the codes of
 * an OTP session go by SMS, and the e-bill keeps the number as the property's mobile.
 */
export function isCyprusNonMobile(digits: string): boolean {
  const cyprus = DIAL_CODES['CY'] ?? '';
  return digits.startsWith(cyprus) && phoneProblem(cyprus, digits.slice(cyprus.length)) === 'notCyprusMobile';
}
