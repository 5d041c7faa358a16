/** Constants of the new customer wizard (002 §2, §4, §5, §9), named once. */

/** 002 §4 tab order; CUSTOM_FIELDS only when custom fields exist. */
export const WIZARD_STEPS = ['GENERAL', 'CONSENT', 'ADDRESSES', 'ATTACHMENTS', 'CUSTOM_FIELDS'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** 002 §3: AccountType 0 individual, 1 corporate. */
export const ACCOUNT_TYPE_INDIVIDUAL = 0;
export const ACCOUNT_TYPE_CORPORATE = 1;

/** 002 §5, §9: registration uploads up to 4,000,000 bytes each, these extensions only. */
export const NEW_CUSTOMER_FILE_MAX_BYTES = 4_000_000;
export const NEW_CUSTOMER_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const NEW_CUSTOMER_FILE_ACCEPT = NEW_CUSTOMER_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** 002 §5, §9: integer and decimal custom fields accept 0 to 999,999,999. */
export const CUSTOM_NUMBER_MIN = 0;
export const CUSTOM_NUMBER_MAX = 999_999_999;

/** 002 §2, §9: lookup values of 50 characters or more get the list picker. */
export const LONG_VALUE_LENGTH = 50;
/** 002 §4, §9: after 'session expired' the visitor goes to /login after 2 s. */
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

/** 002 §5: the loose e-mail shape the gateway checks as well. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
