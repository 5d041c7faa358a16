import type { UserErrorCode } from './__generated__/resolvers.ts';

/**
 * The `UserErrorCode` enum of the schema, generated from `schema.graphql` (`gateway/codegen.json`): a
 * code the schema does not list does not compile.
 */
export type { UserErrorCode };

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
