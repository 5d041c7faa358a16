/**
 * The e-mail address and phone number checks of `000 §5`, `000 §8` and `001 §5` without a configured
 * pattern, kept once for the client's inputs, the gateway's checks and the reference utility API. Small
 * and free of phone metadata: the login page uses it.
 */

/** Loose on purpose: one at-sign, something on both sides, a dot in the domain, no spaces (the codes sent prove the rest). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number's digits: 8 locally, at most 15 with a dial code (E.164). */
const PHONE_DIGITS = /^\d{8,15}$/;

/** Whether the value, as given, is an e-mail address (callers trim what users type). */
export const isValidEmail = (email: string): boolean => EMAIL.test(email);

/** An e-mail address as it is compared and stored: trimmed, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Whether a number's digits (no `+`, no separators) have the length of a phone number. */
export const isPhoneNumberDigits = (digits: string): boolean => PHONE_DIGITS.test(digits);

/** A phone number as users type it whole: its digits, after an optional leading `+`. */
export const isTypedPhoneNumber = (value: string): boolean => isPhoneNumberDigits(value.startsWith('+') ? value.slice(1) : value);
