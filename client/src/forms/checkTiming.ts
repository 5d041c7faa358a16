const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * When a field's problem is shown, for every form of the portal (usePortalForm.ts with react-hook-form, and the
 * login form's own state, routes/auth/useLoginFields.ts): checking the whole form (submit) shows every problem;
 * checking one field (it was left, or corrected while it shows a problem) leaves a blank field alone unless it
 * already shows one, so a field passed over untouched is refused on submit only.
 */
export function problemToShow(problem: string | null | undefined, value: unknown, check: { wholeForm: boolean; shown: () => boolean }): string | undefined {
  if (!problem) return undefined;
  if (!check.wholeForm && isBlank(value) && !check.shown()) return undefined;
  return problem;
}
