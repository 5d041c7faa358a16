/**
 * Phone rules of `001 §5`, kept once for the client's phone inputs and the gateway's checks. Countries and
 * their dial codes are libphonenumber's (every country it knows), from its `min` metadata: the client loads
 * this file only with the screens that have a phone input, never with /login.
 */
import { type CountryCode, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `001 §9`: the default country of phone inputs. */
const DEFAULT_PHONE_COUNTRY = 'CY';
/** `001 §9`: dial code plus number have at least 11 digits. */
const MIN_FULL_PHONE_DIGITS = 11;
/** `001 §9`: with Cyprus's dial code the number must be a mobile, which begins with 9. */
const CYPRUS_DIAL_CODE = getCountryCallingCode('CY');
const CYPRUS_MOBILE_FIRST_DIGIT = '9';

/** An ISO 3166 country code as settings write it ("cy ", "GR"), in the form libphonenumber takes. */
const countryKey = (code: string): string => code.trim().toUpperCase();

/** The dial code (ITU-T E.164) of a country libphonenumber knows, or null. */
export function dialCodeOf(country: string): string | null {
  const code = countryKey(country);
  return isSupportedCountry(code) ? getCountryCallingCode(code as CountryCode) : null;
}

/** The entries of settings.customerMobileAllowedPhoneCountries no country is known by, as written. */
export function unknownPhoneCountries(codes: readonly string[]): string[] {
  return codes.filter((code) => code.trim() !== '' && dialCodeOf(code) === null);
}

export interface PhoneCountry {
  code: string;
  dialCode: string;
}

/**
 * The allowed countries with their dial codes, CY when the setting names none that is known; unknown
 * entries are left out here (the gateway logs them, gateway/src/modules/settings/sharedSettings.ts).
 */
export function allowedCountries(codes: readonly string[]): PhoneCountry[] {
  const known = codes.map(countryKey).filter((code) => dialCodeOf(code) !== null);
  const list = known.length > 0 ? known : [DEFAULT_PHONE_COUNTRY];
  return [...new Set(list)].map((code) => ({ code, dialCode: dialCodeOf(code)! }));
}

export type PhoneProblem = 'notDigits' | 'tooShort' | 'notCyprusMobile';

/** The first rule of `001 §5` the number breaks, or null when it is a valid phone. */
export function phoneProblem(dialCode: string, number: string): PhoneProblem | null {
  if (!/^\d+$/.test(number)) return 'notDigits';
  if (dialCode.length + number.length < MIN_FULL_PHONE_DIGITS) return 'tooShort';
  if (dialCode === CYPRUS_DIAL_CODE && !number.startsWith(CYPRUS_MOBILE_FIRST_DIGIT)) return 'notCyprusMobile';
  return null;
}

/**
 * A number typed with its dial code as the utility keeps it: digits only, without the leading `+` or `00`
 * and the spaces, hyphens, dots and brackets people type (`+357 99-123456` → `35799123456`, `001 §3`).
 */
export const phoneDigits = (phone: string): string => phone.trim().replace(/^(\+|00)/, '').replace(/[\s\-().]/g, '');

export interface PhoneParts {
  dialCode: string;
  number: string;
}

/**
 * The E.164 number of a dial code and a national number, in the utility's form (digits, no `+`): a trunk
 * prefix the country drops abroad goes (`44` + `07700900123` → `447700900123`); null when nothing was typed.
 */
export function e164Digits({ dialCode, number }: PhoneParts): string | null {
  const national = phoneDigits(number);
  if (national === '') return null;
  const parsed = /^\d+$/.test(national) ? parseNational(national, dialCode) : undefined;
  return parsed ? parsed.number.slice(1) : `${dialCode}${national}`;
}

/** libphonenumber's reading of a national number; undefined for a dial code it does not know (it throws). */
function parseNational(national: string, dialCode: string) {
  try {
    return parsePhoneNumberFromString(national, { defaultCallingCode: dialCode });
  } catch {
    return undefined;
  }
}

/** `001 §5`: a number with Cyprus's dial code must be a mobile (NoCyMobileNum), for numbers typed whole. */
export function isCyprusNonMobile(digits: string): boolean {
  return digits.startsWith(CYPRUS_DIAL_CODE) && phoneProblem(CYPRUS_DIAL_CODE, digits.slice(CYPRUS_DIAL_CODE.length)) === 'notCyprusMobile';
}
