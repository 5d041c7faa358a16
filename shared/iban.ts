/**
 * The IBAN rule of `002 §5` ("IBAN must be valid and a bank chosen", ISO 13616), kept once: the client
 * checks it as the user types, the gateway sends it normalised, the reference utility API (utility-api/)
 * refuses what breaks it and answers stored IBANs masked (`002 §3` "bank and IBAN").
 */

/** ISO 13616 lengths of the IBAN by country (SEPA countries and a few neighbours). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, BA: 20, BE: 16, BG: 22, BH: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20,
  EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, HR: 21, HU: 28, IE: 22, IL: 23,
  IS: 26, IT: 27, JO: 30, KW: 30, LB: 28, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MT: 31,
  NL: 18, NO: 15, PL: 28, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26, UA: 29,
  VA: 22, XK: 20,
};

/** The longest IBAN ISO 13616 allows. */
const IBAN_MAX_LENGTH = 34;

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** The IBAN without spaces, upper case: how it is sent and stored. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The IBAN as it is written on paper, in groups of four (what the input shows as it is typed). */
export function groupIban(value: string): string {
  return compactIban(value).replace(/[^A-Z0-9]/g, '').slice(0, IBAN_MAX_LENGTH).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The remainder of the IBAN's number (country and check digits moved to the end, letters as 10–35) by 97. */
function mod97(iban: string): number {
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Why an IBAN is not valid (a known country, its length, mod-97 check = 1), or null when it is. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

export const isValidIban = (value: string): boolean => ibanProblem(value) === null;

/** The country of the IBAN (its first two letters), to compare with the bank's. */
export const ibanCountry = (value: string): string => compactIban(value).slice(0, 2);

/** Bank details are never answered in full (`002 §3` "bank and IBAN"): `CY17 **** 1234`. */
export function maskIban(iban: string | null): string | null {
  if (iban === null) return null;
  const compact = iban.replace(/\s+/g, '');
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}
