import { phoneDigits as typedPhoneDigits } from '../../../shared/phoneRules.ts';
import type { SettingsValue } from '../store/keyValueSettings.ts';

// Deliberately loose: one at-sign with something on both sides and a dot in the domain (000 §8 "Email
// address is not valid"); the activation code proves the address really works.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number without a configured pattern: 8 digits locally, up to 15 with a dial code (001 §5). */
const INTERNATIONAL_PHONE = /^\d{8,15}$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => EMAIL.test(email);

function mobilePattern(settings: SettingsValue): RegExp {
  const configured = settings.customerMobileNoRegExpr;
  return typeof configured === 'string' && configured !== '' ? new RegExp(configured) : INTERNATIONAL_PHONE;
}

/**
 * A mobile number as users sign in with it (000 §5): digits only, without the utility's dial code
 * (`customerMobileNoPrefix`) when the number is only valid without it, e.g. +357 99 123456 → 99123456.
 */
export function normalizeMobile(mobile: string, settings: SettingsValue): string {
  const digits = typedPhoneDigits(mobile);
  const prefix = typeof settings.customerMobileNoPrefix === 'string' ? settings.customerMobileNoPrefix : '';
  const pattern = mobilePattern(settings);
  if (prefix && digits.startsWith(prefix) && !pattern.test(digits) && pattern.test(digits.slice(prefix.length))) {
    return digits.slice(prefix.length);
  }
  return digits;
}

/** Checks a normalized number against `customerMobileNoRegExpr` (001 §3), else 8 to 15 digits (001 §5). */
export const isValidMobile = (normalized: string, settings: SettingsValue): boolean =>
  mobilePattern(settings).test(normalized);

/** A phone number as digits only, for OTP sessions whose numbers carry their dial code (001 §3 e-bill phone). */
export const phoneDigits = (phone: string): string => phone.replace(/[^\d]/g, '');

export const isPhoneNumber = (digits: string): boolean => INTERNATIONAL_PHONE.test(digits);
