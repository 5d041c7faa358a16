import { requireUser, type GatewayContext } from '../../context.ts';
import { forbiddenError } from '../../errors.ts';
import { formMessage } from '../../i18n/formChecks.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { COMMENTED_ACTIONS } from '../../../../shared/applicationForms/stages.ts';
import { loadApplication } from '../applications/resolvers.ts';
import type { ApplicationModel } from '../applications/applicationModel.ts';
import { isEmployee } from '../auth/employeeGuard.ts';
import { requireQueue } from '../workQueue/kinds.ts';
import { publishWorkQueueChanged } from '../workQueue/publishWorkQueueChanged.ts';
import { decideFamilyApplication, saveFamilyApplication, submitFamilyApplication } from './api.ts';
import { forgetFamilyApplication } from './familyDetails.ts';
import { familyMessage } from './familyMessages.ts';
import { familyRefusal } from './refusals.ts';
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
 * errors by their status, so no read comes before the change. Open work queues hear of the change at once,
 * as of the queue's own mutations.
 */
export async function changed(ctx: GatewayContext, call: () => Promise<number>): Promise<Payload> {
  let applicationId: number;
  try {
    applicationId = await call();
  } catch (error) {
    return refused(...familyRefusal(ctx, error));
  }
  forgetFamilyApplication(ctx, applicationId);
  publishWorkQueueChanged(ctx);
  const application = await loadApplication(ctx, applicationId);
  return application === null ? refused(userError('NOT_FOUND', familyMessage(ctx.language, 'notFound'), 'portalApplicationId')) : { application, userErrors: [] };
}

/** Applicants are customers: employees decide, they do not fill in (the utility refuses them too). */
function requireApplicant(ctx: GatewayContext): void {
  requireUser(ctx);
  if (isEmployee(ctx)) throw forbiddenError('Applications are filled in by customers.');
}

const saveFamily: ResolverOf<'Mutation', 'saveFamilyApplication'> = async (_, { input }, ctx) => {
  requireApplicant(ctx);
  const code = input.familyCode.trim();
  if (!isPossibleFamilyCode(code)) return refused(userError('NOT_FOUND', familyMessage(ctx.language, 'familyNotFound'), 'familyCode'));
  const inputErrors = saveInputErrors(ctx.language, input);
  if (inputErrors.length > 0) return refused(...inputErrors);
  const id = input.portalApplicationId ?? null;
  // A visitor's session holds the one application it was opened for (./visitorHold.ts); the utility refuses others too.
  if (id === null && ctx.session?.data.visitor !== undefined) throw forbiddenError('A visitor works on one application.');
  // A path sent twice keeps its last value, as a form that sends its changes in order means.
  const values = Object.fromEntries(input.values.map((value) => [value.path.trim(), value.value]));
  const removedItems = (input.removedItems ?? []).map((item) => item.trim());
  return changed(ctx, () => saveFamilyApplication(ctx.upstream, { code, portalApplicationId: id, values, removedItems }));
};

const submitFamily: ResolverOf<'Mutation', 'submitFamilyApplication'> = async (_, { input }, ctx) => {
  requireApplicant(ctx);
  const id = input.portalApplicationId;
  return changed(ctx, async () => {
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
  return changed(ctx, async () => {
    await decideFamilyApplication(ctx.upstream, id, input.decision, comment === '' ? null : comment);
    return id;
  });
};

export const familyMutationResolvers: Resolvers = {
  Mutation: { saveFamilyApplication: saveFamily, submitFamilyApplication: submitFamily, decideFamilyApplication: decideFamily },
};
