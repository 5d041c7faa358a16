/** The `UserErrorCode` enum of the schema (`modules/node/node.graphql`). */
export type UserErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_NOT_ACTIVE'
  | 'LOGIN_DISABLED'
  | 'OTP_REQUIRED'
  | 'UNSUPPORTED_LANGUAGE'
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'REJECTED';

/** An expected failure of a mutation, returned as data (DESIGN §3). */
export interface UserError {
  field: string | null;
  code: UserErrorCode;
  message: string;
}

export function userError(code: UserErrorCode, message: string, field: string | null = null): UserError {
  return { field, code, message };
}
