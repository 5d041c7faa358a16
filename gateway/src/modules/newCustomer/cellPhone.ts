import { isPhoneNumberDigits } from '../../../../shared/contacts.ts';
import { allowedCountries, phoneDigits } from '../../../../shared/phoneRules.ts';
import type { SettingsModel } from '../settings/mapSettings.ts';

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
  if (!isPhoneNumberDigits(digits)) return false;
  // The countries the client's phone input offers (shared/phoneRules.ts), CY when none is known.
  const countries = allowedCountries(settings.customerMobileAllowedPhoneCountries);
  if (!countries.some(({ dialCode }) => digits.startsWith(dialCode))) return false;
  const prefix = settings.customerMobileNoPrefix;
  return prefix !== null && digits.startsWith(prefix) ? matches(settings.customerMobileNoRegExpr, digits.slice(prefix.length)) : true;
}
