/** Loose on purpose, like the upstream: one at-sign, something on both sides, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A number with its dial code: up to 15 digits (E.164), at least 8 (`001 §5`). */
const PHONE_DIGITS = /^\d{8,15}$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => EMAIL.test(email);

export const isValidPhoneDigits = (digits: string): boolean => PHONE_DIGITS.test(digits);
