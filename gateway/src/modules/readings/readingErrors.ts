import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';
import { READINGS_STATUS } from './api.ts';

const REFUSALS: Record<number, { code: UserErrorCode; field: string | null }> = {
  [UPSTREAM_STATUS.failure]: { code: 'NOT_FOUND', field: null },
  [READINGS_STATUS.readingsDisabled]: { code: 'NOT_ALLOWED', field: null },
  [READINGS_STATUS.halfHourDisabled]: { code: 'NOT_ALLOWED', field: null },
  [READINGS_STATUS.belowPrevious]: { code: 'READING_BELOW_PREVIOUS', field: 'reading' },
  [READINGS_STATUS.outOfRange]: { code: 'READING_OUT_OF_RANGE', field: 'reading' },
  [READINGS_STATUS.fileTypeNotAllowed]: { code: 'FILE_TYPE_NOT_ALLOWED', field: null },
  [READINGS_STATUS.fileTooLarge]: { code: 'FILE_TOO_BIG', field: null },
  [READINGS_STATUS.sheetTooLarge]: { code: 'SPREADSHEET_TOO_LARGE', field: null },
};

const FILE_CODES = new Set<UserErrorCode>(['FILE_TOO_BIG', 'FILE_TYPE_NOT_ALLOWED', 'SPREADSHEET_TOO_LARGE']);

/**
 * A refused readings call as a user error with the upstream's localized text; `fileField` names the
 * input of the file problems. Anything else (unreachable upstream…) is rethrown as a GraphQL error.
 */
export function refusalOf(error: unknown, fileField: string): UserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  const known = error.status === undefined ? undefined : REFUSALS[error.status];
  const code = known?.code ?? 'REJECTED';
  const field = FILE_CODES.has(code) ? fileField : (known?.field ?? null);
  return userError(code, error.text, field);
}
