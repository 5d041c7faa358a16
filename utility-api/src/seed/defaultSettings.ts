import type { SettingsValue } from '../store/keyValueSettings.ts';

/** Languages offered, with their own names (000 §1, §3 `languages`). */
const DEFAULT_LANGUAGES = [
  { id: 1, language: 'en', name: 'English' },
  { id: 2, language: 'el', name: 'Ελληνικά' },
  { id: 3, language: 'ru', name: 'Русский' },
  { id: 4, language: 'ar', name: 'العربية' },
];

/** The demo utility's settings: a valid customer portal with password sign-in (000 §3, 001 §3). */
export const DEFAULT_SETTINGS: SettingsValue = {
  isValid: true,
  languages: DEFAULT_LANGUAGES,
  portalProfileType: 2,
  isSelectAccount: true,
  isValidateCustomerAccountEmail: false,
  isValidateCustomerAccountIdNo: false,
  isValidateEmployeeAccountIdNo: false,
  isValidateCustomerAccountMobileNo: false,
  customerLoginWithOtp: false,
  strongPassword: true,
  portalAuthenticationType: 0,
  newCustomerEvaluationApplication: false,
  newCustomerApplication: true,
  reCaptchaApiKey: null,
  showPaymentButton: true,
  showPaymentButtonAtLogin: true,
  // Both sandbox card providers (000 §2 "card provider, another card provider").
  cardPaymentProviders: [
    { provider: 1, name: 'Sandbox Pay' },
    { provider: 2, name: 'Sandbox Card Plus' },
  ],
  enableEBillRegistration: true,
  isTermsOfUse: false,
  isShowTermsAndConditions: true,
  homeButtonUrl: 'https://www.demo-water.test/',
  currencySymbol: '€',
  defaultLanguage: 'el',
  portalName: 'Demo Water Board e-Services',
  customerMeterReadings: true,
  emmHalfHourConsumptions: false,
  isCustomerApplications: true,
  isCustomerBillingPortal: true,
  allowDashboardsCustomer: true,
  showDashboardsOnStartScreen: false,
  googleMapsAPIKey: null,
  isPropertyOriented: false,
  otpSessionStepSeconds: 300,
  otpDisableResendSeconds: 30,
  applicationsIcon: null,
  customerMobileNoRegExpr: '^9\\d{7}$',
  customerMobileAllowedPhoneCounties: 'CY,GR',
  customerMobileNoPrefix: '357',
  // 001 §5: a 6- or 7-digit sign-in identifier is an id number (the demo customers' are 7 digits); mobile numbers have 8.
  customerIdNoRegExpr: '^\\d{6,7}$',
  passwordMinimumLength: 8,
  // Every defined application family (README "Application families").
  enabledApplicationFamilies: null,
};
