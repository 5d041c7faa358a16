import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import type { GatewayContext } from '../../context.ts';
import { decodeGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { changeJobCard, type UpstreamJobCard } from './api.ts';
import { maintenanceLoaders } from './loaders.ts';
import { elementKey, refusalOf, upstreamId } from './maintenanceErrors.ts';
import { fromEnum, toJobCardModel } from './models.ts';
import { recordMutationResolvers } from './recordMutations.ts';
import { FEATURE } from './resolvers.ts';
import { maintenanceText } from './texts.ts';
import { userError, type UserErrorCode } from '../../userErrors.ts';

/** Calls a job card path, refreshes the request's loaders with the answer, and answers the payload. */
async function jobCardCall(ctx: GatewayContext, path: string, body: object): Promise<ResolversParentTypes['JobCardPayload']> {
  try {
    const { item, allocations } = await changeJobCard(ctx.upstream, path, body);
    const loaders = maintenanceLoaders(ctx);
    loaders.jobCards.clear(item.jobCardId).prime(item.jobCardId, item);
    loaders.allocations.clear(item.jobCardId);
    if (allocations) loaders.allocations.prime(item.jobCardId, allocations);
    return { jobCard: toJobCardModel(item as UpstreamJobCard), userErrors: [] };
  } catch (error) {
    return { jobCard: null, userErrors: [refusalOf(error)] };
  }
}

/** The upstream card id of a mutation input, or the NOT_FOUND payload. */
async function withCard(ctx: GatewayContext, id: string, run: (jobCardId: number) => Promise<ResolversParentTypes['JobCardPayload']>): Promise<ResolversParentTypes['JobCardPayload']> {
  await requireEmployee(ctx, FEATURE);
  const jobCardId = upstreamId(id, 'JobCard');
  if (jobCardId === undefined) return { jobCard: null, userErrors: [userError('NOT_FOUND', maintenanceText('notFound', ctx.language), 'jobCardId')] };
  return run(jobCardId);
}

const refusedWith = (ctx: GatewayContext, key: 'hours' | 'quantity' | 'required', field: string): ResolversParentTypes['JobCardPayload'] => ({
  jobCard: null,
  userErrors: [userError('INVALID_INPUT', maintenanceText(key, ctx.language), field)],
});

const ORIGIN_TYPES: Record<string, string> = { Application: 'application', Investigation: 'investigation', ProblemLog: 'problemLog' };

const saveJobCard: ResolverOf<'Mutation', 'saveJobCard'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (key: 'notFound' | 'originNotFound' | 'elementNotFound', code: UserErrorCode, field: string): ResolversParentTypes['JobCardPayload'] => ({
    jobCard: null,
    userErrors: [userError(code, maintenanceText(key, ctx.language), field)],
  });
  const jobCardId = input.jobCardId ? upstreamId(input.jobCardId, 'JobCard') : null;
  if (jobCardId === undefined) return refused('notFound', 'NOT_FOUND', 'jobCardId');
  const origin = input.originId ? decodeGlobalId(input.originId) : undefined;
  const originType = origin ? ORIGIN_TYPES[origin.type] : 'planned';
  const originKey = origin ? Number(origin.key) : null;
  if (input.originId && (!originType || !Number.isSafeInteger(originKey))) return refused('originNotFound', 'NOT_FOUND', 'originId');
  const elementId = elementKey(input.elementId);
  const stationId = elementKey(input.stationId);
  if (elementId === undefined) return refused('elementNotFound', 'ELEMENT_NOT_FOUND', 'elementId');
  if (stationId === undefined) return refused('elementNotFound', 'ELEMENT_NOT_FOUND', 'stationId');
  return jobCardCall(ctx, '/JobCard/Save', {
    JobCardId: jobCardId,
    ...(jobCardId === null ? { OriginType: originType, OriginId: originKey } : {}),
    StationId: stationId,
    ElementId: elementId,
    StartsAt: input.startsAt.toISOString(),
    EndsAt: input.endsAt ? input.endsAt.toISOString() : null,
    ActivityId: input.activityId ?? null,
    ConditionId: input.conditionId ?? null,
    ComplainTypeId: input.complainTypeId ?? null,
    Description: input.description?.trim() ? input.description.trim().slice(0, 1000) : null,
  });
};

const changeJobCardStep: ResolverOf<'Mutation', 'changeJobCardStep'> = (
  _,
  { input },
  ctx,
) =>
  withCard(ctx, input.jobCardId, (jobCardId) =>
    jobCardCall(ctx, '/JobCard/ChangeStep', {
      JobCardId: jobCardId,
      Step: fromEnum(input.step),
      EmployeeId: input.employeeId ?? null,
      Comment: input.comment?.trim() ? input.comment.trim().slice(0, 1000) : null,
    }),
  );

const closeJobCard: ResolverOf<'Mutation', 'closeJobCard'> = (
  _,
  { input },
  ctx,
) =>
  withCard(ctx, input.jobCardId, (jobCardId) =>
    jobCardCall(ctx, '/JobCard/Close', {
      JobCardId: jobCardId,
      OutcomeId: input.outcomeId,
      ActivityId: input.activityId ?? null,
      Comment: input.comment?.trim() ? input.comment.trim().slice(0, 1000) : null,
    }),
  );

const addJobCardManpower: ResolverOf<'Mutation', 'addJobCardManpower'> = (_, { input }, ctx) =>
  withCard(ctx, input.jobCardId, async (jobCardId) => {
    if (!(input.hours > 0 && input.hours <= 24)) return refusedWith(ctx, 'hours', 'hours');
    const overtime = input.overtimeHours ?? 0;
    if (!(overtime >= 0 && overtime <= 24)) return refusedWith(ctx, 'hours', 'overtimeHours');
    return jobCardCall(ctx, '/JobCard/AddManpower', { JobCardId: jobCardId, EmployeeId: input.employeeId, WorkDate: input.workDate, Hours: input.hours, OvertimeHours: overtime });
  });

const addJobCardSupportService: ResolverOf<'Mutation', 'addJobCardSupportService'> = (_, { input }, ctx) =>
  withCard(ctx, input.jobCardId, async (jobCardId) => {
    if (input.supplier.trim() === '') return refusedWith(ctx, 'required', 'supplier');
    if (!(input.quantity > 0)) return refusedWith(ctx, 'quantity', 'quantity');
    return jobCardCall(ctx, '/JobCard/AddSupportService', {
      JobCardId: jobCardId,
      ServiceId: input.serviceId,
      Supplier: input.supplier.trim().slice(0, 200),
      Quantity: input.quantity,
      Hours: Math.max(input.hours ?? 0, 0),
      Cost: Math.max(input.cost ?? 0, 0),
    });
  });

const addJobCardStoreItem: ResolverOf<'Mutation', 'addJobCardStoreItem'> = (
  _,
  { input },
  ctx,
) =>
  withCard(ctx, input.jobCardId, async (jobCardId) => {
    if (!(input.quantity > 0)) return refusedWith(ctx, 'quantity', 'quantity');
    return jobCardCall(ctx, '/JobCard/AddStoreItem', {
      JobCardId: jobCardId,
      StockItemId: input.stockItemId,
      ...(input.warehouseId ? { WarehouseId: input.warehouseId } : {}),
      Quantity: input.quantity,
    });
  });

const KINDS: Record<string, string> = { MANPOWER: 'manpower', SUPPORT_SERVICE: 'support', STORES: 'stores' };

const removeJobCardAllocation: ResolverOf<'Mutation', 'removeJobCardAllocation'> = (_, { input }, ctx) =>
  withCard(ctx, input.jobCardId, (jobCardId) => jobCardCall(ctx, '/JobCard/RemoveAllocation', { JobCardId: jobCardId, Kind: KINDS[input.kind], AllocationId: input.allocationId }));

const raiseJobCard: ResolverOf<'Mutation', 'raiseJobCard'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const investigationId = upstreamId(input.originId, 'Investigation');
  const problemLogId = upstreamId(input.originId, 'ProblemLog');
  if (investigationId !== undefined) return jobCardCall(ctx, '/Investigation/RaiseJobCard', { InvestigationId: investigationId });
  if (problemLogId !== undefined) return jobCardCall(ctx, '/ProblemLog/RaiseJobCard', { ProblemLogId: problemLogId });
  return { jobCard: null, userErrors: [userError('NOT_FOUND', maintenanceText('originNotFound', ctx.language), 'originId')] };
};

export const maintenanceMutationResolvers: Resolvers = {
  Mutation: {
    saveJobCard,
    changeJobCardStep,
    closeJobCard,
    addJobCardManpower,
    addJobCardSupportService,
    addJobCardStoreItem,
    removeJobCardAllocation,
    raiseJobCard,
    ...recordMutationResolvers['Mutation'],
  },
};
