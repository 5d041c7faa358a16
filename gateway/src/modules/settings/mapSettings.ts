import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../../request/language.ts';
import { DEFAULT_PASSWORD_MINIMUM_LENGTH } from '../../../../shared/passwordRules.ts';
import { unknownPhoneCountries } from '../../../../shared/phoneRules.ts';
import { asRecord, readBoolean, readInt, readString, type RawSettings } from './read.ts';

/** Resend lock of one-time codes when `otpDisableResendSeconds` is unset (`000 §9`). */
const DEFAULT_OTP_RESEND_SECONDS = 10;
/** Length of a one-time-code session when the utility gives none: the upstream demo's value. */
const DEFAULT_OTP_SESSION_STEP_SECONDS = 300;
/** Default currency symbol (`000 §9`). */
const DEFAULT_CURRENCY_SYMBOL = '€';

/** Languages offered when the settings list none, with their own names (`000 §1`). */
const DEFAULT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'el', name: 'Ελληνικά' },
  { code: 'ru', name: 'Русский' },
  { code: 'ar', name: 'العربية' },
];

/** `portalProfileType` numbers (`000 §3`). */
const PORTAL_PROFILE_TYPES: Record<number, 'NONE' | 'EMPLOYEE' | 'CUSTOMER'> = { 0: 'NONE', 1: 'EMPLOYEE', 2: 'CUSTOMER' };

export interface LanguageModel {
  code: string;
  name: string;
}

/** The `Settings` type of the schema. */
export type SettingsModel = ReturnType<typeof mapSettings>;

function languages(raw: RawSettings): LanguageModel[] {
  const list = Array.isArray(raw['languages']) ? raw['languages'] : [];
  const mapped = list.flatMap((entry) => {
    const item = asRecord(entry);
    const code = item === undefined ? null : readString(item, 'language');
    if (item === undefined || code === null || !isSupportedLanguage(code)) return [];
    return [{ code, name: readString(item, 'name') ?? code }];
  });
  return mapped.length > 0 ? mapped : DEFAULT_LANGUAGES;
}

/** The upstream spells the key of settings.customerMobileAllowedPhoneCountries so (`001 §3`). */
export const PHONE_COUNTRIES_SETTING = 'customerMobileAllowedPhoneCounties';

const countryList = (raw: RawSettings): string[] => (readString(raw, PHONE_COUNTRIES_SETTING) ?? '').split(',');

/** "CY,GR" → ["CY", "GR"]. */
function countries(raw: RawSettings): string[] {
  return countryList(raw)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2}$/.test(code));
}

/** The entries of the phone-country setting that name no country a phone input can offer, as written. */
export function unknownSettingCountries(value: unknown): string[] {
  return unknownPhoneCountries(countryList(asRecord(value) ?? {}));
}

/** The card providers offered (`000 §2`); without the setting, the utility's first alone, as it answers then. */
function cardPaymentProviders(raw: Record<string, unknown>): Array<{ provider: number; name: string }> {
  const list = raw.cardPaymentProviders;
  if (!Array.isArray(list)) return [{ provider: 1, name: '' }];
  return list.flatMap((item: unknown) => {
    const entry = asRecord(item);
    const provider = entry?.provider;
    return typeof provider === 'number' && Number.isInteger(provider) ? [{ provider, name: typeof entry?.name === 'string' ? entry.name : '' }] : [];
  });
}

/**
 * Maps the upstream utility settings (`000 §3`) onto the schema's names. Missing or malformed
 * settings give `isValid: false` and safe defaults, so the portal can show its error page (`000 §8`).
 */
export function mapSettings(value: unknown, passwordMinimumLength: unknown) {
  const settings = asRecord(value);
  const raw = settings ?? {};
  const minimumLength =
    typeof passwordMinimumLength === 'number' && Number.isInteger(passwordMinimumLength) && passwordMinimumLength > 0
      ? passwordMinimumLength
      : DEFAULT_PASSWORD_MINIMUM_LENGTH;
  const defaultLanguage = readString(raw, 'defaultLanguage');
  return {
    isValid: settings !== undefined && readBoolean(raw, 'isValid'),
    languages: languages(raw),
    portalProfileType: PORTAL_PROFILE_TYPES[readInt(raw, 'portalProfileType', 0)] ?? 'NONE',
    isSelectAccount: readBoolean(raw, 'isSelectAccount'),
    validateCustomerAccountEmail: readBoolean(raw, 'isValidateCustomerAccountEmail'),
    validateCustomerAccountIdNo: readBoolean(raw, 'isValidateCustomerAccountIdNo'),
    validateEmployeeAccountIdNo: readBoolean(raw, 'isValidateEmployeeAccountIdNo'),
    validateCustomerAccountMobileNo: readBoolean(raw, 'isValidateCustomerAccountMobileNo'),
    customerLoginWithOtp: readBoolean(raw, 'customerLoginWithOtp'),
    strongPassword: readBoolean(raw, 'strongPassword'),
    passwordMinimumLength: minimumLength,
    portalAuthenticationType: readInt(raw, 'portalAuthenticationType', 0),
    newCustomerEvaluationApplication: readBoolean(raw, 'newCustomerEvaluationApplication'),
    newCustomerApplication: readBoolean(raw, 'newCustomerApplication'),
    reCaptchaSiteKey: readString(raw, 'reCaptchaApiKey'),
    showPaymentButton: readBoolean(raw, 'showPaymentButton'),
    showPaymentButtonAtLogin: readBoolean(raw, 'showPaymentButtonAtLogin'),
    cardPaymentProviders: cardPaymentProviders(raw),
    enableEBillRegistration: readBoolean(raw, 'enableEBillRegistration'),
    isTermsOfUse: readBoolean(raw, 'isTermsOfUse'),
    isShowTermsAndConditions: readBoolean(raw, 'isShowTermsAndConditions'),
    homeButtonUrl: readString(raw, 'homeButtonUrl'),
    currencySymbol: readString(raw, 'currencySymbol') ?? DEFAULT_CURRENCY_SYMBOL,
    defaultLanguage: defaultLanguage !== null && isSupportedLanguage(defaultLanguage) ? defaultLanguage : DEFAULT_LANGUAGE,
    portalName: readString(raw, 'portalName') ?? '',
    customerMeterReadings: readBoolean(raw, 'customerMeterReadings'),
    emmHalfHourConsumptions: readBoolean(raw, 'emmHalfHourConsumptions'),
    isCustomerApplications: readBoolean(raw, 'isCustomerApplications'),
    isCustomerBillingPortal: readBoolean(raw, 'isCustomerBillingPortal'),
    allowDashboardsCustomer: readBoolean(raw, 'allowDashboardsCustomer'),
    showDashboardsOnStartScreen: readBoolean(raw, 'showDashboardsOnStartScreen'),
    mapsApiKey: readString(raw, 'googleMapsAPIKey'),
    isPropertyOriented: readBoolean(raw, 'isPropertyOriented'),
    otpSessionStepSeconds: readInt(raw, 'otpSessionStepSeconds', DEFAULT_OTP_SESSION_STEP_SECONDS),
    otpDisableResendSeconds: readInt(raw, 'otpDisableResendSeconds', DEFAULT_OTP_RESEND_SECONDS),
    applicationsIcon: readString(raw, 'applicationsIcon'),
    customerMobileNoRegExpr: readString(raw, 'customerMobileNoRegExpr'),
    customerMobileAllowedPhoneCountries: countries(raw),
    customerMobileNoPrefix: readString(raw, 'customerMobileNoPrefix'),
    customerIdNoRegExpr: readString(raw, 'customerIdNoRegExpr'),
  };
}
