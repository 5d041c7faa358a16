import { requireUser, type GatewayContext } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import { formMessage } from '../../i18n/formChecks.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { COMMENTED_ACTIONS, EDITABLE_STAGES, nextStage, type StageAction } from '../../../../shared/applicationForms/stages.ts';
import { loadApplication } from '../applications/resolvers.ts';
import type { ApplicationModel } from '../applications/applicationModel.ts';
import { isEmployee } from '../auth/employeeGuard.ts';
import { requireQueue } from '../workQueue/kinds.ts';
import { publishWorkQueueChanged } from '../workQueue/publishWorkQueueChanged.ts';
import { decideFamilyApplication, saveFamilyApplication, submitFamilyApplication, type UpstreamFamilyApplication } from './api.ts';
import { feeTerms, forgetFamilyApplication, readFamilyApplication } from './familyDetails.ts';
import { familyMessage } from './familyMessages.ts';
import { approvalWaitsForItems } from './plots.ts';
import { familyRefusal, type RefusalKind } from './refusals.ts';
import { isPossibleFamilyCode, saveInputErrors } from './saveInput.ts';

interface Payload {
  application: ApplicationModel | null;
  userErrors: UserError[];
}

/** `DecideFamilyApplicationInput.comment`: the message the applicant receives. */
const MAX_COMMENT = 2_000;

export const refused = (...userErrors: UserError[]): Payload => ({ application: null, userErrors });

/**
 * Runs a change of a family application and answers it as it is now; the utility's refusals become user
 * errors (`refusal`: what a refusal without problems means for this call). Open work queues hear of the
 * change at once, as of the queue's own mutations.
 */
export async function changed(ctx: GatewayContext, refusal: RefusalKind, call: () => Promise<number>): Promise<Payload> {
  let applicationId: number;
  try {
    applicationId = await call();
  } catch (error) {
    return refused(...familyRefusal(ctx, error, refusal));
  }
  forgetFamilyApplication(ctx, applicationId);
  publishWorkQueueChanged(ctx);
  const application = await loadApplication(ctx, applicationId);
  return application === null ? refused(notFound(ctx)) : { application, userErrors: [] };
}

const notFound = (ctx: GatewayContext) => userError('NOT_FOUND', familyMessage(ctx.language, 'notFound'), 'portalApplicationId');

/**
 * The application and whether `action` is open in its stage, read before the change so that a refusal
 * says why (the stages are shared/applicationForms/stages.ts, which the utility enforces too).
 */
async function stageRefusal(ctx: GatewayContext, portalApplicationId: number, action: StageAction): Promise<UserError | null> {
  const application = await readFamilyApplication(ctx, portalApplicationId);
  if (application === null) return notFound(ctx);
  return nextStage(application.stage, action, feeTerms(application)) === null
    ? userError('TRANSITION_NOT_ALLOWED', familyMessage(ctx.language, 'transitionNotAllowed'))
    : null;
}

/** Applicants are customers: employees decide, they do not fill in (the utility refuses them too). */
function requireApplicant(ctx: GatewayContext): void {
  requireUser(ctx);
  if (isEmployee(ctx)) throw forbiddenError('Applications are filled in by customers.');
}

/** What a save may change: an application of this family, still editable. */
function editRefusal(ctx: GatewayContext, familyCode: string, application: UpstreamFamilyApplication | null): UserError | null {
  if (application === null) return notFound(ctx);
  if (application.code !== familyCode) return userError('NOT_FOUND', familyMessage(ctx.language, 'familyNotFound'), 'familyCode');
  return EDITABLE_STAGES.has(application.stage) ? null : userError('NOT_EDITABLE', familyMessage(ctx.language, 'notEditable'));
}

const saveFamily: ResolverOf<'Mutation', 'saveFamilyApplication'> = async (_, { input }, ctx) => {
  requireApplicant(ctx);
  const code = input.familyCode.trim();
  if (!isPossibleFamilyCode(code)) return refused(userError('NOT_FOUND', familyMessage(ctx.language, 'familyNotFound'), 'familyCode'));
  const inputErrors = saveInputErrors(ctx.language, input);
  if (inputErrors.length > 0) return refused(...inputErrors);
  const id = input.portalApplicationId ?? null;
  if (id !== null) {
    const refusal = editRefusal(ctx, code, await readFamilyApplication(ctx, id));
    if (refusal !== null) return refused(refusal);
  }
  // A path sent twice keeps its last value, as a form that sends its changes in order means.
  const values = Object.fromEntries(input.values.map((value) => [value.path.trim(), value.value]));
  const removedItems = (input.removedItems ?? []).map((item) => item.trim());
  return changed(ctx, id === null ? 'family' : 'edit', () => saveFamilyApplication(ctx.upstream, { code, portalApplicationId: id, values, removedItems }));
};

const submitFamily: ResolverOf<'Mutation', 'submitFamilyApplication'> = async (_, { input }, ctx) => {
  requireApplicant(ctx);
  const id = input.portalApplicationId;
  const refusal = await stageRefusal(ctx, id, 'SUBMIT');
  if (refusal !== null) return refused(refusal);
  return changed(ctx, 'stage', async () => {
    await submitFamilyApplication(ctx.upstream, id);
    return id;
  });
};

/** Employees of the customer-service queue, whose applications the families' are (docs/applicationFamilies.md). */
const decideFamily: ResolverOf<'Mutation', 'decideFamilyApplication'> = async (_, { input }, ctx) => {
  await requireQueue(ctx, 'CUSTOMER_SERVICE');
  const comment = input.comment?.trim() ?? '';
  if (comment.length > MAX_COMMENT) return refused(userError('TOO_LONG', formMessage('tooLong', ctx.language, MAX_COMMENT), 'comment'));
  if (comment === '' && COMMENTED_ACTIONS.has(input.decision)) return refused(userError('MANDATORY_FIELD', formMessage('required', ctx.language), 'comment'));
  const id = input.portalApplicationId;
  const refusal = await stageRefusal(ctx, id, input.decision);
  if (refusal !== null) return refused(refusal);
  const application = await readFamilyApplication(ctx, id);
  if (input.decision === 'APPROVE' && application !== null && (await approvalWaitsForItems(ctx, application))) {
    return refused(userError('ITEMS_NOT_VALIDATED', familyMessage(ctx.language, 'itemsNotValidated')));
  }
  return changed(ctx, 'stage', async () => {
    await decideFamilyApplication(ctx.upstream, id, input.decision, comment === '' ? null : comment);
    return id;
  });
};

export const familyMutationResolvers: Resolvers = {
  Mutation: { saveFamilyApplication: saveFamily, submitFamilyApplication: submitFamily, decideFamilyApplication: decideFamily },
};
