/**
 * The debt-management rules of 002 §5, as pure functions: "IBAN must be valid and a bank chosen", "a payment
 * phone number is 10 to 15 digits", "a balance amount must be valid". The routes answer their failures as
 * status 1 with a localized text; the client checks the same rules as the user types (its own copy in
 * client/src/routes/debtManagement/rules.ts).
 */

/** ISO 13616 lengths of the IBAN by country (SEPA countries and a few neighbours). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, BA: 20, BE: 16, BG: 22, BH: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20,
  EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IL: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MT: 31,
  NL: 18, NO: 15, PL: 28, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26, UA: 29,
  VA: 22, XK: 20,
};

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** The IBAN without spaces, upper case (how it is stored). */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The remainder of the IBAN's number (country and check digits moved to the end, letters as 10–35) by 97. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Why an IBAN is not valid (ISO 13616: known country, its length, mod-97 check = 1), or null when it is. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

export const isValidIban = (value: string): boolean => ibanProblem(value) === null;

/** 002 §5: a payment phone number is 10 to 15 digits (spaces, dashes and a leading + are allowed around them). */
export function isValidPaymentPhone(value: string): boolean {
  return /^\+?[\d\s-]+$/.test(value.trim()) && /^\d{10,15}$/.test(value.replace(/[\s+-]/g, ''));
}

/** The phone as stored: its digits, with the leading + kept. */
export function compactPhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export type AmountProblem = 'notPositive' | 'decimals' | 'aboveBalance';

/** An amount in cents when it has at most two decimals; null otherwise. */
export function toCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Number.isFinite(amount) && Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

/** 002 §5 "a balance amount must be valid": more than zero, two decimals at most, not above what is owed. */
export function amountProblem(amount: number, balanceCents: number | null = null): AmountProblem | null {
  const cents = toCents(amount);
  if (cents === null) return 'decimals';
  if (cents <= 0) return 'notPositive';
  if (balanceCents !== null && cents > balanceCents) return 'aboveBalance';
  return null;
}
