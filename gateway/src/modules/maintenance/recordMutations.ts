import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { saveInvestigation as upstreamSaveInvestigation, saveProblemLog as upstreamSaveProblemLog } from './api.ts';
import { maintenanceLoaders } from './loaders.ts';
import { elementKey, refusalOf, upstreamId } from './maintenanceErrors.ts';
import { fromEnum, toInvestigationModel, toProblemLogModel } from './models.ts';
import { FEATURE } from './resolvers.ts';
import { maintenanceText } from './texts.ts';
import { userError, type UserError } from '../../userErrors.ts';

const saveInvestigation: ResolverOf<'Mutation', 'saveInvestigation'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (error: UserError) => ({ investigation: null, userErrors: [error] });
  const investigationId = input.investigationId ? upstreamId(input.investigationId, 'Investigation') : null;
  if (investigationId === undefined) return refused(userError('NOT_FOUND', maintenanceText('recordNotFound', ctx.language), 'investigationId'));
  const elementId = elementKey(input.elementId);
  if (elementId === undefined) return refused(userError('ELEMENT_NOT_FOUND', maintenanceText('elementNotFound', ctx.language), 'elementId'));
  if (input.location.trim() === '') return refused(userError('MANDATORY_FIELD', maintenanceText('required', ctx.language), 'location'));
  // Changing an investigation of an application keeps that application unless another one is given.
  const existing = investigationId && !input.applicationId ? await maintenanceLoaders(ctx).investigations.load(investigationId) : null;
  const application = input.applicationId ? Number(fromGlobalId(input.applicationId, 'Application')) : (existing?.applicationId ?? null);
  try {
    const saved = await upstreamSaveInvestigation(ctx.upstream, {
      InvestigationId: investigationId,
      Source: fromEnum(input.source ?? 'COMPLAINT'),
      ApplicationId: application !== null && Number.isSafeInteger(application) ? application : null,
      ElementId: elementId,
      Location: input.location.trim().slice(0, 300),
      ComplainTypeId: input.complainTypeId,
      Findings: input.findings?.trim() ? input.findings.trim().slice(0, 1000) : null,
      Status: fromEnum(input.status ?? 'OPEN'),
    });
    maintenanceLoaders(ctx).investigations.clear(saved.investigationId).prime(saved.investigationId, saved);
    return { investigation: toInvestigationModel(saved), userErrors: [] };
  } catch (error) {
    return refused(refusalOf(error));
  }
};

const saveProblemLog: ResolverOf<'Mutation', 'saveProblemLog'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (error: UserError) => ({ problemLog: null, userErrors: [error] });
  const problemLogId = input.problemLogId ? upstreamId(input.problemLogId, 'ProblemLog') : null;
  if (problemLogId === undefined) return refused(userError('NOT_FOUND', maintenanceText('recordNotFound', ctx.language), 'problemLogId'));
  const elementId = elementKey(input.elementId);
  if (!elementId) return refused(userError('ELEMENT_NOT_FOUND', maintenanceText('elementNotFound', ctx.language), 'elementId'));
  if (input.description.trim() === '') return refused(userError('MANDATORY_FIELD', maintenanceText('required', ctx.language), 'description'));
  try {
    const saved = await upstreamSaveProblemLog(ctx.upstream, {
      ProblemLogId: problemLogId,
      ElementId: elementId,
      ProblemTypeId: input.problemTypeId,
      Priority: fromEnum(input.priority),
      Description: input.description.trim().slice(0, 1000),
      Status: fromEnum(input.status ?? 'OPEN'),
    });
    maintenanceLoaders(ctx).problemLogs.clear(saved.problemLogId).prime(saved.problemLogId, saved);
    return { problemLog: toProblemLogModel(saved), userErrors: [] };
  } catch (error) {
    return refused(refusalOf(error));
  }
};

/** Mutations of investigations and problem logs (`002 §2`). */
export const recordMutationResolvers: Resolvers = {
  Mutation: { saveInvestigation, saveProblemLog },
};
