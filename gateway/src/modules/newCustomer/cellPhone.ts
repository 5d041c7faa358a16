import { isValidPhoneDigits, phoneDigits } from '../otpSession/contacts.ts';
import type { SettingsModel } from '../settings/mapSettings.ts';

/** Dial codes (ITU-T E.164) of the countries `customerMobileAllowedPhoneCounties` may name (the client's list, `001 §9`). */
const DIAL_CODES: Readonly<Record<string, string>> = {
  CY: '357', GR: '30', GB: '44', IE: '353', DE: '49', FR: '33', IT: '39', ES: '34', BG: '359',
  RO: '40', RU: '7', UA: '380', IL: '972', LB: '961', EG: '20', JO: '962', AE: '971', US: '1',
};
const DEFAULT_COUNTRY = 'CY';

function matches(pattern: string | null, national: string): boolean {
  if (pattern === null) return true;
  try {
    return new RegExp(pattern).test(national);
  } catch {
    return true;
  }
}

/**
 * `002 §5`: CellTelNo belongs to an allowed country, and when it carries the utility's own prefix
 * (`customerMobileNoPrefix`) the national part matches `customerMobileNoRegExpr`.
 */
export function isAllowedCellPhone(cellTelNo: string, settings: SettingsModel): boolean {
  const digits = phoneDigits(cellTelNo);
  if (!isValidPhoneDigits(digits)) return false;
  const countries = settings.customerMobileAllowedPhoneCountries.length > 0 ? settings.customerMobileAllowedPhoneCountries : [DEFAULT_COUNTRY];
  const dialCodes = countries.flatMap((country) => DIAL_CODES[country.toUpperCase()] ?? []);
  const dialCode = dialCodes.find((code) => digits.startsWith(code));
  if (dialCode === undefined) return false;
  const prefix = settings.customerMobileNoPrefix;
  return prefix !== null && digits.startsWith(prefix) ? matches(settings.customerMobileNoRegExpr, digits.slice(prefix.length)) : true;
}
