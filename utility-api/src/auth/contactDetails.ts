import { isPhoneNumberDigits } from '../../../shared/contacts.ts';
import { phoneDigits as typedPhoneDigits } from '../../../shared/phoneRules.ts';
import type { SettingsValue } from '../store/keyValueSettings.ts';

// The e-mail check is deliberately loose (000 §8 "Email address is not valid"): the activation code proves
// the address really works.
export { isValidEmail, normalizeEmail } from '../../../shared/contacts.ts';

/** `customerMobileNoRegExpr` (001 §3), else a phone number's 8 to 15 digits (001 §5). */
function mobileRule(settings: SettingsValue): (value: string) => boolean {
  const configured = settings.customerMobileNoRegExpr;
  if (typeof configured !== 'string' || configured === '') return isPhoneNumberDigits;
  const pattern = new RegExp(configured);
  return (value) => pattern.test(value);
}

/**
 * A mobile number as users sign in with it (000 §5): digits only, without the utility's dial code
 * (`customerMobileNoPrefix`) when the number is only valid without it, e.g. +357 99 123456 → 99123456.
 */
export function normalizeMobile(mobile: string, settings: SettingsValue): string {
  const digits = typedPhoneDigits(mobile);
  const prefix = typeof settings.customerMobileNoPrefix === 'string' ? settings.customerMobileNoPrefix : '';
  const isValid = mobileRule(settings);
  if (prefix && digits.startsWith(prefix) && !isValid(digits) && isValid(digits.slice(prefix.length))) {
    return digits.slice(prefix.length);
  }
  return digits;
}

/** Checks a normalized number against `customerMobileNoRegExpr` (001 §3), else 8 to 15 digits (001 §5). */
export const isValidMobile = (normalized: string, settings: SettingsValue): boolean =>
  mobileRule(settings)(normalized);

/** A phone number as digits only, for OTP sessions whose numbers carry their dial code (001 §3 e-bill phone). */
export const phoneDigits = (phone: string): string => phone.replace(/[^\d]/g, '');

