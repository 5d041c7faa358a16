import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { upstreamSort } from '../../relay/sort.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import type { AssetCategory, AssetFilter, AssetSort, AssetSortField, AssetStatus, ResolversParentTypes } from '../../__generated__/resolvers.ts';
import type { NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { elementIdOf, type ElementModel } from '../fieldBase/resolvers.ts';
import { readRowElements, rowElement } from '../fieldBase/rowElements.ts';
import { employeeNode } from '../node/employeeNode.ts';
import { deleteAsset, deleteAssessment, getAssessments, getAssetList, saveAsset, saveAssessment, type AssetListFilter, type UpstreamAsset } from './api.ts';
import { assetText } from './texts.ts';
import { fromEnum, refusedErrors, toAssessmentModel, toAssetModel, toEnum, upstreamId, type AssetModel } from './models.ts';
import { assetLoader } from './loaders.ts';

const FEATURE = 'assets';

/** `AssetSortField` values and the upstream's `Sort` keys. */
const SORTS: Record<AssetSortField, string> = {
  ASSET_NUMBER: 'assetNumber',
  DESCRIPTION: 'description',
  CATEGORY: 'category',
  INSTALLED_ON: 'installedOn',
  CONDITION: 'condition',
  CRITICALITY: 'criticality',
  NEXT_DUE: 'nextDue',
};

function upstreamFilter(filter: AssetFilter | null | undefined, sort: AssetSort | null | undefined): AssetListFilter {
  const grade = filter?.conditionGrade;
  return {
    ...(filter?.text?.trim() ? { Text: filter.text.trim().slice(0, 100) } : {}),
    ...(filter?.category ? { Category: fromEnum(filter.category) } : {}),
    ...(filter?.elementId ? { ElementId: elementIdOf(filter.elementId) } : {}),
    ...(filter?.stationId ? { StationId: elementIdOf(filter.stationId, 'stationId') } : {}),
    ...(grade !== null && grade !== undefined && grade >= 1 && grade <= 5 ? { ConditionGrade: grade } : {}),
    ...(filter?.status ? { Status: fromEnum(filter.status) } : {}),
    ...(filter?.assessmentOverdue === true || filter?.assessmentOverdue === false ? { Overdue: filter.assessmentOverdue } : {}),
    ...upstreamSort(sort, SORTS),
  };
}

/** The element field of an asset row, read with its page when selected (`fieldBase/rowElements.ts`). */
const ASSET_ELEMENTS = { element: (asset: UpstreamAsset) => asset.elementId };

/** A page of assets, priming the asset loader; the rows' elements are read with the page when selected. */
export async function assetPage(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  filter: AssetListFilter,
  args: ConnectionArgs,
): Promise<Connection<AssetModel>> {
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getAssetList(ctx.upstream, filter, page, pageSize);
    for (const asset of result.items) assetLoader(ctx).prime(asset.assetId, asset);
    const elements = await readRowElements(ctx, info, result.items, ASSET_ELEMENTS);
    return { total: result.total, items: result.items.map((asset) => toAssetModel(asset, elements)) };
  });
}

const assets: ResolverOf<'Query', 'assets'> = async (_, args, ctx, info) => {
  await requireEmployee(ctx, FEATURE);
  return assetPage(ctx, info, upstreamFilter(args.filter, args.sort), args);
};

const asset: ResolverOf<'Query', 'asset'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  if (!Number.isSafeInteger(args.assetId) || args.assetId <= 0) return null;
  const found = await assetLoader(ctx).load(args.assetId);
  return found ? toAssetModel(found) : null;
};

/** An asset's element: at once when its page read it (`fieldBase/rowElements.ts`), else through the loader. */
function element(source: AssetModel, _: NoArgs, ctx: GatewayContext): ElementModel | Promise<ElementModel> {
  const found = rowElement(ctx, source.rowElements, source.elementId);
  if (found instanceof Promise) return found.then((loaded) => elementOf(source, loaded));
  return elementOf(source, found);
}

function elementOf(source: AssetModel, found: ElementModel | null): ElementModel {
  if (!found) throw new Error(`element ${source.elementId} of asset ${source.assetId} not found`);
  return found;
}

const conditionAssessments: ResolverOf<'Asset', 'conditionAssessments'> = async (source, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getAssessments(ctx.upstream, source.assetId, page, pageSize);
    return { total: result.total, items: result.items.map(toAssessmentModel) };
  });
};

const notFound = (ctx: GatewayContext, field: string): UserError => userError('NOT_FOUND', assetText('notFound', ctx.language), field);

/** Creates or updates an asset; the utility's refusals become user errors by input field. */
const saveAssetMutation: ResolverOf<'Mutation', 'saveAsset'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const assetId = input.assetId ? upstreamId(input.assetId, 'Asset') : null;
  if (assetId === undefined) return { asset: null, userErrors: [notFound(ctx, 'assetId')] };
  const outcome = await saveAsset(ctx.upstream, {
    AssetId: assetId,
    AssetNumber: input.assetNumber,
    Description: input.description,
    Category: fromEnum(input.category),
    ElementId: elementIdOf(input.elementId),
    Make: input.make ?? null,
    Model: input.model ?? null,
    SerialNo: input.serialNo ?? null,
    InstalledOn: input.installedOn ?? null,
    PurchaseCost: input.purchaseCost ?? null,
    ExpectedLifeYears: input.expectedLifeYears ?? null,
    Status: fromEnum(input.status),
    Criticality: input.criticality,
  });
  if ('refused' in outcome) return { asset: null, userErrors: refusedErrors(outcome.refused) };
  assetLoader(ctx).clear(outcome.ok.item.assetId).prime(outcome.ok.item.assetId, outcome.ok.item);
  return { asset: toAssetModel(outcome.ok.item), userErrors: [] };
};

const deleteAssetMutation: ResolverOf<'Mutation', 'deleteAsset'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const assetId = upstreamId(input.assetId, 'Asset');
  if (assetId === undefined || !(await assetLoader(ctx).load(assetId))) return { deletedAssetId: null, userErrors: [notFound(ctx, 'assetId')] };
  await deleteAsset(ctx.upstream, assetId);
  return { deletedAssetId: input.assetId, userErrors: [] };
};

const saveAssessmentMutation: ResolverOf<'Mutation', 'saveConditionAssessment'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (userErrors: UserError[]): ResolversParentTypes['SaveConditionAssessmentPayload'] => ({ assessment: null, asset: null, userErrors });
  const assetId = upstreamId(input.assetId, 'Asset');
  if (assetId === undefined) return refused([notFound(ctx, 'assetId')]);
  const assessmentId = input.assessmentId ? upstreamId(input.assessmentId, 'ConditionAssessment') : null;
  if (assessmentId === undefined) return refused([notFound(ctx, 'assessmentId')]);
  const outcome = await saveAssessment(ctx.upstream, {
    AssetId: assetId,
    AssessmentId: assessmentId,
    AssessedOn: input.assessedOn,
    ConditionGrade: input.conditionGrade,
    PerformanceGrade: input.performanceGrade,
    RemainingLifeYears: input.remainingLifeYears ?? null,
    Remarks: input.remarks ?? null,
    NextDueOn: input.nextDueOn ?? null,
  });
  if ('refused' in outcome) return refused(refusedErrors(outcome.refused));
  assetLoader(ctx).clear(assetId).prime(assetId, outcome.ok.item);
  return { assessment: toAssessmentModel(outcome.ok.assessment), asset: toAssetModel(outcome.ok.item), userErrors: [] };
};

const deleteAssessmentMutation: ResolverOf<'Mutation', 'deleteConditionAssessment'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  const assessmentId = upstreamId(input.assessmentId, 'ConditionAssessment');
  if (assessmentId === undefined) return { deletedAssessmentId: null, asset: null, userErrors: [notFound(ctx, 'assessmentId')] };
  const updated = await orNullIfNotFound(() => deleteAssessment(ctx.upstream, assessmentId));
  if (!updated) return { deletedAssessmentId: null, asset: null, userErrors: [notFound(ctx, 'assessmentId')] };
  return { deletedAssessmentId: input.assessmentId, asset: toAssetModel(updated), userErrors: [] };
};

/** Assets by global id: employees with the asset register; null for anyone else. */
export const assetNode = employeeNode('Asset', FEATURE, (ctx, id) => assetLoader(ctx).load(id), toAssetModel);

export const assetResolvers: Resolvers = {
  Query: { assets, asset },
  Asset: {
    // The upstream's codes are the schema's values in another case (`models.ts`).
    category: (source: AssetModel) => toEnum(source.category) as AssetCategory,
    status: (source: AssetModel) => toEnum(source.status) as AssetStatus,
    nextAssessmentDue: (source: AssetModel) => source.nextDueOn,
    element,
    conditionAssessments,
  },
  Mutation: {
    saveAsset: saveAssetMutation,
    deleteAsset: deleteAssetMutation,
    saveConditionAssessment: saveAssessmentMutation,
    deleteConditionAssessment: deleteAssessmentMutation,
  },
};
