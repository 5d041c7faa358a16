/** Roles (000 §6). */
export const ROLE_EMPLOYEE = 1;
export const ROLE_CUSTOMER = 2;

/** Registration types (000 §9). */
export const REGISTRATION_EMAIL = 1;
export const REGISTRATION_MOBILE = 2;

/** Locales offered (000 §1); texts missing in a locale fall back to English. */
export const LANGUAGES = ['en', 'el', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'el';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Employee feature flags of the profile (000 §3, §6). */
export const EMPLOYEE_FLAGS = [
  'portalNewCs',
  'portalOm',
  'portalDisconnections',
  'portalDm',
  'elementProperties',
  'assetRegister',
  'portalLogs',
  'portalQuality',
  'portalCaptureMeterReadings',
  'portalGis',
  'portalGisAdmin',
  // Not among the flags of 000 §3: the enquiries over every customer, account, property and meter (002 §3
  // enquiry labels) are an area of their own, so that an employee sees customers only when their work needs it.
  'portalEnquiries',
  // Not among the flags of 000 §3 either: opening a customer's own portal, read-only and audited for the
  // customer (README "Staff views of a customer's portal"), is given apart from the enquiries.
  'portalViewAsCustomer',
] as const;
export type EmployeeFlag = (typeof EMPLOYEE_FLAGS)[number];

/** Relations of a user to an account (utility-api/README.md, account item). */
export const ACCOUNT_RELATIONS = ['owner', 'tenant', 'representative'] as const;
export type AccountRelation = (typeof ACCOUNT_RELATIONS)[number];

/** The legal terms' text id (001 §7 GetMessages TextIds [2], GetPortalLicenceAgreement). */
export const TEXT_ID_LEGAL_TERMS = 2;

/** Localized file kinds of /Utility/DownloadLocalizedFile (001 §7). */
export const LOCALIZED_FILE_APP_GUIDE = 1;

/** Sessions expire after this much idle time (utility-api/README.md, Authentication). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'UTILITY_SESSION';
/** Set once an OTP sign-in succeeds with "Trust this computer" (000 §2); spares the next OTP. */
export const TRUSTED_COMPUTER_COOKIE = 'UTILITY_TRUSTED_COMPUTER';
/** How long a trusted computer skips the one-time code (utility-api/README.md, Authentication). */
export const TRUSTED_COMPUTER_DAYS = 90;

/** One-time codes: six digits (001 §9 "OTP inputs maximum 6 characters"), at most 5 wrong tries each (docs/architecture.md §2). */
export const OTP_DIGITS = 6;
export const OTP_MAX_ATTEMPTS = 5;
/** Code lifetime when the utility sets no `otpSessionStepSeconds` (000 §3). */
export const DEFAULT_OTP_LIFETIME_SECONDS = 300;
/** Resend lock when the utility sets no `otpDisableResendSeconds` (000 §9). */
export const DEFAULT_OTP_RESEND_SECONDS = 10;
/** Activation and change-email links live longer than codes: they wait in a mailbox (000 §8 "expired link"). */
export const LINK_CODE_LIFETIME_HOURS = 24;

/** OtpCodeType of /Session/ValidateOtp (001 §9). */
export const OTP_CODE_TYPE_EMAIL = 1;
export const OTP_CODE_TYPE_PHONE = 2;

/** The reference API's reCAPTCHA: this token passes, anything else fails (utility-api/README.md). */
export const RECAPTCHA_TEST_TOKEN = 'reference-captcha-pass';
/** Site key tests store in `reCaptchaApiKey` to switch the captcha on; the seed leaves it null. */
export const RECAPTCHA_REFERENCE_SITE_KEY = 'reference-site-key';

/** The customer portal kind of the `portalProfileType` setting (000 §3; 1 is the employee portal). */
export const PORTAL_CUSTOMER = 2;

/** Paging of `Options` (utility-api/README.md, Conventions). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Time zone of the demo organisation, used when a message names a moment (000 §8 'Login is Disabled Until'). */
export const ORGANISATION_TIME_ZONE = 'Europe/Nicosia';
