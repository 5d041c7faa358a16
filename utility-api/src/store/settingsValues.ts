import { DEFAULT_PASSWORD_MINIMUM_LENGTH } from '../../../shared/passwordRules.ts';
import { DEFAULT_OTP_LIFETIME_SECONDS, DEFAULT_OTP_RESEND_SECONDS, PORTAL_CUSTOMER } from '../domain/constants.ts';
import type { SettingsValue } from './keyValueSettings.ts';

// Settings are free JSON (dev endpoints merge anything), so every rule reads them through these guards.
const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** Lifetime of one-time codes and OTP sessions (000 §3 otpSessionStepSeconds, 001 §9). */
export const otpLifetimeSeconds = (settings: SettingsValue): number =>
  numberOr(settings.otpSessionStepSeconds, DEFAULT_OTP_LIFETIME_SECONDS);

/** Seconds before another code may be sent (000 §9 OTP resend lock). */
export const resendLockSeconds = (settings: SettingsValue): number =>
  numberOr(settings.otpDisableResendSeconds, DEFAULT_OTP_RESEND_SECONDS);

/** 001 §5 minimum password length, default 7. */
export const passwordMinimumLength = (settings: SettingsValue): number =>
  numberOr(settings.passwordMinimumLength, DEFAULT_PASSWORD_MINIMUM_LENGTH);

export const isOn = (settings: SettingsValue, key: string): boolean => settings[key] === true;

/** 000 §5: customer email and ID checks apply only to the customer portal. */
export const isCustomerPortal = (settings: SettingsValue): boolean => settings.portalProfileType === PORTAL_CUSTOMER;

/** The card providers offered (settings `cardPaymentProviders`, 000 §2); without the setting, the first alone. */
export function cardProviders(settings: SettingsValue): number[] {
  const list = settings.cardPaymentProviders;
  if (!Array.isArray(list)) return [1];
  return list.flatMap((item: unknown) => {
    const provider = (item as { provider?: unknown } | null)?.provider;
    return typeof provider === 'number' ? [provider] : [];
  });
}

/** The pattern an all-digit login must match to count as an id number (001 §5); null when none is set. */
export const idNumberPattern = (settings: SettingsValue): string | null =>
  typeof settings.customerIdNoRegExpr === 'string' && settings.customerIdNoRegExpr !== '' ? settings.customerIdNoRegExpr : null;
