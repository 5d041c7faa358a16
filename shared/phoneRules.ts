/** Phone rules of 001 §5 and the dial codes of the countries a utility may allow. */

/** 001 §9: the default country of phone inputs. */
export const DEFAULT_PHONE_COUNTRY = 'CY';
/** 001 §9: dial code plus number have at least 11 digits. */
export const MIN_FULL_PHONE_DIGITS = 11;
/** 001 §9: with Cyprus's dial code the number must be a mobile, which begins with 9. */
const CYPRUS_DIAL_CODE = '357';
const CYPRUS_MOBILE_FIRST_DIGIT = '9';

/** Dial codes (ITU-T E.164) of the countries settings.customerMobileAllowedPhoneCountries may name. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  CY: '357',
  GR: '30',
  GB: '44',
  IE: '353',
  DE: '49',
  FR: '33',
  IT: '39',
  ES: '34',
  BG: '359',
  RO: '40',
  RU: '7',
  UA: '380',
  IL: '972',
  LB: '961',
  EG: '20',
  JO: '962',
  AE: '971',
  US: '1',
};

export interface PhoneCountry {
  code: string;
  dialCode: string;
}

/** The allowed countries with a known dial code, CY when the setting names none. */
export function allowedCountries(codes: readonly string[]): PhoneCountry[] {
  const known = codes.map((code) => code.trim().toUpperCase()).filter((code) => DIAL_CODES[code]);
  const list = known.length > 0 ? known : [DEFAULT_PHONE_COUNTRY];
  return [...new Set(list)].map((code) => ({ code, dialCode: DIAL_CODES[code]! }));
}

export type PhoneProblem = 'notDigits' | 'tooShort' | 'notCyprusMobile';

/** The first rule of 001 §5 the number breaks, or null when it is a valid phone. */
export function phoneProblem(dialCode: string, number: string): PhoneProblem | null {
  if (!/^\d+$/.test(number)) return 'notDigits';
  if (dialCode.length + number.length < MIN_FULL_PHONE_DIGITS) return 'tooShort';
  if (dialCode === CYPRUS_DIAL_CODE && !number.startsWith(CYPRUS_MOBILE_FIRST_DIGIT)) return 'notCyprusMobile';
  return null;
}
