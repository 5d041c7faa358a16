/** Rules of the e-bill wizards (001 §5, §9), named once; the invoice number's are shared/invoiceReference.ts. */

/** 001 §8 e-bill messages by the phone rule a number breaks (shared/phoneRules.ts). */
export const PHONE_PROBLEM_MESSAGES = {
  notDigits: 'errors.phoneNumber',
  tooShort: 'errors.phoneNumber',
  notCyprusMobile: 'errors.noCyMobile',
} as const;
