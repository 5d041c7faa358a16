import type { GatewayContext } from '../../context.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { formMessage } from '../../i18n/formChecks.ts';
import { familyMessage } from './familyMessages.ts';
import { problemErrors, type UpstreamProblem } from './problemErrors.ts';

/** Error numbers of the family application calls (utility-api/README.md, "Application families"). */
const FAMILY_STATUS = {
  notEditable: 230,
  actionNotAllowed: 231,
  rulesRefused: 232,
  commentRequired: 233,
  familyNotFound: 234,
  itemsNotValidated: 235,
  itemNotFound: 236,
  reasonRequired: 237,
} as const;

const REFUSALS: Readonly<Record<number, (ctx: GatewayContext) => UserError>> = {
  [UPSTREAM_STATUS.failure]: (ctx) => userError('NOT_FOUND', familyMessage(ctx.language, 'notFound'), 'portalApplicationId'),
  [FAMILY_STATUS.familyNotFound]: (ctx) => userError('NOT_FOUND', familyMessage(ctx.language, 'familyNotFound'), 'familyCode'),
  [FAMILY_STATUS.notEditable]: (ctx) => userError('NOT_EDITABLE', familyMessage(ctx.language, 'notEditable')),
  [FAMILY_STATUS.actionNotAllowed]: (ctx) => userError('TRANSITION_NOT_ALLOWED', familyMessage(ctx.language, 'transitionNotAllowed')),
  [FAMILY_STATUS.commentRequired]: (ctx) => userError('MANDATORY_FIELD', formMessage('required', ctx.language), 'comment'),
  [FAMILY_STATUS.itemsNotValidated]: (ctx) => userError('ITEMS_NOT_VALIDATED', familyMessage(ctx.language, 'itemsNotValidated')),
  [FAMILY_STATUS.itemNotFound]: (ctx) => userError('NOT_FOUND', familyMessage(ctx.language, 'itemNotFound'), 'item'),
  [FAMILY_STATUS.reasonRequired]: (ctx) => userError('MANDATORY_FIELD', familyMessage(ctx.language, 'reasonRequired'), 'reason'),
};

/**
 * A refusal of the utility as the mutations' user errors, straight from its status: the rules' problems by
 * path, or what the status names. Anything else (unreachable, session ended, a status no call of these
 * answers) stays an error of the operation.
 */
export function familyRefusal(ctx: GatewayContext, error: unknown): UserError[] {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected' || error.status === undefined) throw error;
  const problems = error.details['problems'];
  if (error.status === FAMILY_STATUS.rulesRefused && Array.isArray(problems) && problems.length > 0) return problemErrors(problems as UpstreamProblem[]);
  const refusal = REFUSALS[error.status];
  if (refusal === undefined) throw error;
  return [refusal(ctx)];
}
