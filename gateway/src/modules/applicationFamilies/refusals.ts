import type { GatewayContext } from '../../context.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { familyMessage } from './familyMessages.ts';
import { problemErrors, type UpstreamProblem } from './problemErrors.ts';

/**
 * What a refusal without problems means for a call, the gateway having checked the application before
 * it: a new draft's family is no longer offered, an edited draft stopped being editable, a stage moved on
 * (another employee decided first), an item needs no decision, an application to copy is not the viewer's.
 */
export type RefusalKind = 'family' | 'edit' | 'stage' | 'item' | 'copy';

const REFUSALS: Readonly<Record<RefusalKind, (ctx: GatewayContext) => UserError>> = {
  family: (ctx) => userError('NOT_FOUND', familyMessage(ctx.language, 'familyNotFound'), 'familyCode'),
  edit: (ctx) => userError('NOT_EDITABLE', familyMessage(ctx.language, 'notEditable')),
  stage: (ctx) => userError('TRANSITION_NOT_ALLOWED', familyMessage(ctx.language, 'transitionNotAllowed')),
  item: (ctx) => userError('NOT_FOUND', familyMessage(ctx.language, 'itemNotFound'), 'item'),
  copy: (ctx) => userError('NOT_FOUND', familyMessage(ctx.language, 'notFound'), 'portalApplicationId'),
};

/**
 * A refusal of the utility (status 1, utility-api/README.md "Application families") as the mutations'
 * user errors: the rules' problems by path, else what the call's refusal means. Anything else
 * (unreachable, session ended) stays an error of the operation.
 */
export function familyRefusal(ctx: GatewayContext, error: unknown, kind: RefusalKind): UserError[] {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected' || error.status !== UPSTREAM_STATUS.failure) throw error;
  const problems = error.details['problems'];
  if (Array.isArray(problems) && problems.length > 0) return problemErrors(problems as UpstreamProblem[]);
  return [REFUSALS[kind](ctx)];
}
