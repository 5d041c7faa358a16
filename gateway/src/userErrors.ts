/** The `UserErrorCode` enum of the schema (`modules/node/node.graphql`). */
export type UserErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_NOT_ACTIVE'
  | 'LOGIN_DISABLED'
  | 'OTP_REQUIRED'
  | 'UNSUPPORTED_LANGUAGE'
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'REJECTED'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_LOCKED'
  | 'PASSWORD_RULE'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'RESEND_TOO_SOON'
  | 'ALREADY_IN_USE'
  | 'CAPTCHA_FAILED'
  | 'RATE_LIMITED'
  | 'SAME_VALUE'
  | 'WRONG_CURRENT_VALUE'
  | 'NOT_FOUND'
  | 'NOT_ALLOWED'
  | 'TOO_LONG'
  | 'NO_MESSAGE'
  | 'TOO_MANY_FILES'
  | 'FILE_TOO_BIG'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'NOT_EDITABLE'
  | 'ATTACHMENTS_FAILED'
  | 'SESSION_EXPIRED'
  | 'SESSION_USED'
  | 'INVOICE_NUMBER_INVALID'
  | 'WRONG_INVOICE_NUMBER'
  | 'CONSENT_REQUIRED'
  | 'MANDATORY_FIELD'
  | 'CUSTOM_VALUES_FAILED'
  | 'PAYMENT_WINDOW_CLOSED'
  | 'NOTHING_DUE'
  | 'IDEMPOTENCY_CONFLICT';

/** An expected failure of a mutation, returned as data (docs/architecture.md §3). */
export interface UserError {
  field: string | null;
  code: UserErrorCode;
  message: string;
  /** For RATE_LIMITED and RESEND_TOO_SOON: when trying again may succeed. */
  retryAfterSeconds?: number;
}

export function userError(code: UserErrorCode, message: string, field: string | null = null): UserError {
  return { field, code, message };
}
