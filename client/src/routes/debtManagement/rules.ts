/**
 * The debt-management input rules of 002 §5 as the user types (the utility checks them again, see
 * utility-api/src/store/debtManagementRules.ts): "IBAN must be valid and a bank chosen", "a payment phone
 * number is 10 to 15 digits", "a balance amount must be valid" (money with two decimals).
 */

/** ISO 13616 lengths of the IBAN by country (SEPA countries and a few neighbours). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, BA: 20, BE: 16, BG: 22, BH: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20,
  EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IL: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MT: 31,
  NL: 18, NO: 15, PL: 28, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26, UA: 29,
  VA: 22, XK: 20,
};

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The IBAN as it is written on paper: groups of four characters (what the input shows as it is typed). */
export function groupIban(value: string): string {
  return compactIban(value).replace(/[^A-Z0-9]/g, '').slice(0, 34).replace(/(.{4})(?=.)/g, '$1 ');
}

function mod97(iban: string): number {
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Why an IBAN is not valid (known country, its length, mod-97 check = 1), or null when it is. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

/** 10 to 15 digits; spaces, dashes and a leading + are allowed around them. */
export function isValidPaymentPhone(value: string): boolean {
  return /^\+?[\d\s-]+$/.test(value.trim()) && /^\d{10,15}$/.test(value.replace(/[\s+-]/g, ''));
}

export type AmountProblem = 'format' | 'notPositive' | 'aboveBalance';

/** A typed amount ("12", "12.5", "12,50") in cents, or null when it is not a number with two decimals at most. */
export function parseAmountCents(typed: string): number | null {
  const value = typed.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The decimal string of cents with two decimals ("12.50"), as the gateway takes money. */
export const centsToDecimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** 002 §5 "a balance amount must be valid": a number with two decimals at most, above zero, not above the balance. */
export function amountProblem(typed: string, balanceCents: number | null = null): AmountProblem | null {
  const cents = parseAmountCents(typed);
  if (cents === null) return 'format';
  if (cents <= 0) return 'notPositive';
  if (balanceCents !== null && cents > balanceCents) return 'aboveBalance';
  return null;
}

/** A typed amount shown back with two decimals once the field is left ("12,5" → "12.50"); unchanged when not valid. */
export function normaliseAmount(typed: string): string {
  const cents = parseAmountCents(typed);
  return cents === null ? typed : centsToDecimal(cents);
}
