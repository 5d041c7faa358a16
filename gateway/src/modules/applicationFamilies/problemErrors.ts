import { userError, type UserError } from '../../userErrors.ts';
import type { ProblemCode } from '../../../../shared/applicationForms/problems.ts';

/**
 * A problem of the rules (shared/applicationForms/validate.ts) as the utility sends it, its text
 * already written by the rules' catalog (shared/applicationForms/problems.ts `problemText`) in the
 * request's language with its parameters (a limit, a day) filled in.
 */
export interface UpstreamProblem {
  path: string;
  code: string;
  message: string;
}

/** Problems that say something is missing rather than wrong. */
const MISSING: ReadonlySet<string> = new Set<ProblemCode>(['required', 'documentMissing']);

const DOCUMENT_PATH = 'documents.';

/** The problems as user errors of the schema's inputs: `documents.<id>` as it is, any other path a value of `values`. */
export function problemErrors(problems: readonly UpstreamProblem[]): UserError[] {
  return problems.map((problem) =>
    userError(
      MISSING.has(problem.code) ? 'MANDATORY_FIELD' : 'INVALID_INPUT',
      problem.message,
      problem.path.startsWith(DOCUMENT_PATH) ? problem.path : `values.${problem.path}`,
    ),
  );
}
