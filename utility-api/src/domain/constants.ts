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
] as const;
export type EmployeeFlag = (typeof EMPLOYEE_FLAGS)[number];

/** Relations of a user to an account (utility-api/README.md, account item). */
export const ACCOUNT_RELATIONS = ['owner', 'tenant', 'representative'] as const;
export type AccountRelation = (typeof ACCOUNT_RELATIONS)[number];

/** Localized file kinds of /Utility/DownloadLocalizedFile (001 §7). */
export const LOCALIZED_FILE_APP_GUIDE = 1;
export const LOCALIZED_FILE_MAP_GUIDE = 2;

/** Sessions expire after this much idle time (utility-api/README.md, Authentication). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'UTILITY_SESSION';
/** Set once an OTP sign-in succeeds with "Trust this computer" (000 §2); spares the next OTP. */
export const TRUSTED_COMPUTER_COOKIE = 'UTILITY_TRUSTED_COMPUTER';

/** Paging of `Options` (utility-api/README.md, Conventions). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Minimum password length when the utility sets none (001 §5). */
export const DEFAULT_PASSWORD_MINIMUM_LENGTH = 7;

/** Time zone of the demo organisation, used when a message names a moment (000 §8 'Login is Disabled Until'). */
export const ORGANISATION_TIME_ZONE = 'Europe/Nicosia';
