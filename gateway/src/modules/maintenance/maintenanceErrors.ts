import { fromGlobalId } from '../../relay/globalId.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';

/** Error numbers of the maintenance calls (utility-api README "Maintenance") as codes and the input field they are about. */
const REFUSALS: Record<number, { code: UserErrorCode; field: string | null }> = {
  1: { code: 'NOT_FOUND', field: null },
  2: { code: 'INVALID_INPUT', field: null },
  190: { code: 'NOT_EDITABLE', field: null },
  191: { code: 'MAINTENANCE_ACTIVITY_REQUIRED', field: 'activityId' },
  192: { code: 'WORKFLOW_EMPLOYEE_REQUIRED', field: 'employeeId' },
  193: { code: 'SAME_EMPLOYEE', field: 'employeeId' },
  194: { code: 'INSUFFICIENT_STOCK', field: 'quantity' },
  195: { code: 'END_BEFORE_START', field: 'endsAt' },
  196: { code: 'STEP_NOT_ALLOWED', field: 'step' },
  197: { code: 'ELEMENT_NOT_FOUND', field: 'elementId' },
  198: { code: 'EMPLOYEE_NOT_ALLOWED', field: 'employeeId' },
};

/** A refused call as a user error with the upstream's localized text; anything else is rethrown. */
export function refusalOf(error: unknown): UserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  const known = error.status === undefined ? undefined : REFUSALS[error.status];
  return userError(known?.code ?? 'REJECTED', error.text, known?.field ?? null);
}

/** The upstream id of a global id of the type, or undefined. */
export const upstreamId = (id: string | null | undefined, type: 'JobCard' | 'Investigation' | 'ProblemLog'): number | undefined => {
  const key = Number(id ? fromGlobalId(id, type) : undefined);
  return Number.isSafeInteger(key) && key > 0 ? key : undefined;
};

/** The upstream id of an optional `Element` global id: null when absent, undefined when it is not an element's. */
export const elementKey = (id: string | null | undefined): number | null | undefined => {
  if (!id) return null;
  const key = Number(fromGlobalId(id, 'Element'));
  return Number.isSafeInteger(key) && key > 0 ? key : undefined;
};
