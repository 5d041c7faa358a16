import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UserError, UserErrorCode } from '../../userErrors.ts';
import { READINGS_STATUS } from './api.ts';

/** The user error codes of this module: the shared ones plus those `readings.graphql` adds. */
export type ReadingErrorCode = UserErrorCode | 'READING_BELOW_PREVIOUS' | 'READING_OUT_OF_RANGE' | 'SPREADSHEET_TOO_LARGE';

export interface ReadingUserError extends Omit<UserError, 'code'> {
  code: ReadingErrorCode;
}

export function readingError(code: ReadingErrorCode, message: string, field: string | null = null): ReadingUserError {
  return { field, code, message };
}

const REFUSALS: Record<number, { code: ReadingErrorCode; field: string | null }> = {
  [UPSTREAM_STATUS.failure]: { code: 'NOT_FOUND', field: null },
  [READINGS_STATUS.readingsDisabled]: { code: 'NOT_ALLOWED', field: null },
  [READINGS_STATUS.halfHourDisabled]: { code: 'NOT_ALLOWED', field: null },
  [READINGS_STATUS.belowPrevious]: { code: 'READING_BELOW_PREVIOUS', field: 'reading' },
  [READINGS_STATUS.outOfRange]: { code: 'READING_OUT_OF_RANGE', field: 'reading' },
  [READINGS_STATUS.fileTypeNotAllowed]: { code: 'FILE_TYPE_NOT_ALLOWED', field: null },
  [READINGS_STATUS.fileTooLarge]: { code: 'FILE_TOO_BIG', field: null },
  [READINGS_STATUS.sheetTooLarge]: { code: 'SPREADSHEET_TOO_LARGE', field: null },
};

const FILE_CODES = new Set<ReadingErrorCode>(['FILE_TOO_BIG', 'FILE_TYPE_NOT_ALLOWED', 'SPREADSHEET_TOO_LARGE']);

/**
 * A refused readings call as a user error with the upstream's localized text; `fileField` names the
 * input of the file problems. Anything else (unreachable upstream…) is rethrown as a GraphQL error.
 */
export function refusalOf(error: unknown, fileField: string): ReadingUserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  const known = error.status === undefined ? undefined : REFUSALS[error.status];
  const code = known?.code ?? 'REJECTED';
  const field = FILE_CODES.has(code) ? fileField : (known?.field ?? null);
  return readingError(code, error.text, field);
}
