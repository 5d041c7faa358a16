/** `002 §5`, `§9`: registration uploads up to 4,000,000 bytes each, these extensions only. */
export const NEW_CUSTOMER_FILE_MAX_BYTES = 4_000_000;
export const NEW_CUSTOMER_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** `002 §5`, `§9`: integer and decimal custom fields accept 0 to 999,999,999. */
export const CUSTOM_NUMBER_MIN = 0;
export const CUSTOM_NUMBER_MAX = 999_999_999;
/** `002 §3`: AccountType 0 individual, 1 corporate. */
export const ACCOUNT_TYPE_INDIVIDUAL = 0;
/** `002 §3` custom field types, by upstream number. */
export const CUSTOM_FIELD_TYPES = ['STRING', 'INTEGER', 'DECIMAL', 'DATE', 'LOOKUP', 'LIBRARY'] as const;
/** Guide note ids 1 … 5 are the steps in the `002 §4` tab order. */
export const STEPS = ['GENERAL', 'CONSENT', 'ADDRESSES', 'ATTACHMENTS', 'CUSTOM_FIELDS'] as const;
/** `002 §2`: the registration-complete text. */
export const REGISTRATION_COMPLETE_TEXT_ID = 114;
