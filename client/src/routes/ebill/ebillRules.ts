/** Rules of the e-bill wizards (001 §5, §9), named once. */

/** 001 §9: invoice numbers need 15 digits at least to register, 7 to unsubscribe. */
export const INVOICE_MIN_DIGITS_REGISTRATION = 15;
export const INVOICE_MIN_DIGITS_UNSUBSCRIBE = 7;

/** 001 §5: digits only, at least `minDigits` of them. */
export function isValidInvoiceNumber(value: string, minDigits: number): boolean {
  return /^\d+$/.test(value) && value.length >= minDigits;
}

/** 001 §5 email check: one at-sign with something on both sides and a dot in the domain. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** 001 §8 e-bill messages by the phone rule a number breaks (components/inputs/phoneRules). */
export const PHONE_PROBLEM_MESSAGES = {
  notDigits: 'errors.phoneNumber',
  tooShort: 'errors.phoneNumber',
  notCyprusMobile: 'errors.noCyMobile',
} as const;
