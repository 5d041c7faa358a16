import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import type { InvestigationSortField, JobCardSortField, JobCardStep, ProblemLogSortField, ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { upstreamSort } from '../../relay/sort.ts';
import type { NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { elementIdOf, type ElementModel } from '../fieldBase/resolvers.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getHistory, getInvestigationList, getJobCardList, getProblemLogList, type UpstreamInvestigation, type UpstreamJobCard, type UpstreamLookups, type UpstreamProblemLog } from './api.ts';
import { FEATURE, lookupById, lookupsOf, maintenanceLoaders } from './loaders.ts';
import {
  fromEnum,
  originGlobalId,
  toEnum,
  toInvestigationModel,
  toJobCardModel,
  toLookupModel,
  toProblemLogModel,
  type InvestigationModel,
  type JobCardModel,
  type MaintenanceLookupsModel,
  type ProblemLogModel,
} from './models.ts';
import { elementSources } from '../fieldBase/elementLoader.ts';
import { readRowElements, rowElement, type RowElements } from '../fieldBase/rowElements.ts';
import { thenOrNow } from '../../batching.ts';
import { readStations } from '../fieldBase/stations.ts';
import { searchPage } from '../../relay/search.ts';

export { FEATURE };

/** The upstream `Sort` of each sort field of the three lists. */
const JOB_CARD_SORTS: Record<JobCardSortField, string> = { NUMBER: 'number', STEP: 'step', STARTS_AT: 'startsAt', DESCRIPTION: 'description', EMPLOYEE: 'employee' };
const INVESTIGATION_SORTS: Record<InvestigationSortField, string> = { NUMBER: 'number', STATUS: 'status', LOCATION: 'location', REPORTED_ON: 'reportedOn', JOB_CARDS: 'jobCards' };
const PROBLEM_LOG_SORTS: Record<ProblemLogSortField, string> = {
  NUMBER: 'number',
  STATUS: 'status',
  PRIORITY: 'priority',
  REPORTED_ON: 'reportedOn',
  DESCRIPTION: 'description',
  JOB_CARDS: 'jobCards',
};

/** The element fields of each list's rows, read with the page when selected (`fieldBase/rowElements.ts`). */
const JOB_CARD_ELEMENTS = { station: (card: UpstreamJobCard) => card.stationId, element: (card: UpstreamJobCard) => card.elementId };
const INVESTIGATION_ELEMENTS = { element: (item: UpstreamInvestigation) => item.elementId };
const PROBLEM_LOG_ELEMENTS = { element: (item: UpstreamProblemLog) => item.elementId };

/** A page of job cards for an upstream filter; the cards prime the per-request loader. */
function jobCardConnection(ctx: GatewayContext, info: GraphQLResolveInfo, args: ConnectionArgs, filter: object): Promise<Connection<JobCardModel>> {
  return resolveConnection(args, async (page, pageSize) => {
    const result = await elementSources(ctx).hold(getJobCardList(ctx.upstream, filter, page, pageSize));
    for (const card of result.items) maintenanceLoaders(ctx).jobCards.prime(card.jobCardId, card);
    const elements = await readRowElements(ctx, info, result.items, JOB_CARD_ELEMENTS);
    return { total: result.total, items: result.items.map((card) => toJobCardModel(card, elements)) };
  });
}

const jobCards: ResolverOf<'Query', 'jobCards'> = async (_, args, ctx, info) => {
  await requireEmployee(ctx, FEATURE);
  const filter = args.filter ?? {};
  return jobCardConnection(ctx, info, args, {
    ...(filter.step ? { Step: fromEnum(filter.step) } : {}),
    ...(filter.openOnly ? { OpenOnly: true } : {}),
    ...(filter.stationId ? { StationId: elementIdOf(filter.stationId, 'stationId') } : {}),
    ...(filter.elementId ? { ElementId: elementIdOf(filter.elementId, 'elementId') } : {}),
    ...(filter.outcomeId ? { OutcomeId: filter.outcomeId } : {}),
    ...(filter.mine ? { Mine: true } : {}),
    ...(filter.text?.trim() ? { Text: filter.text.trim().slice(0, 100) } : {}),
    ...upstreamSort(args.sort, JOB_CARD_SORTS),
  });
};

async function loadJobCard(ctx: GatewayContext, id: number): Promise<JobCardModel | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const card = await maintenanceLoaders(ctx).jobCards.load(id);
  return card ? toJobCardModel(card) : null;
}

async function loadInvestigation(ctx: GatewayContext, id: number): Promise<InvestigationModel | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const item = await maintenanceLoaders(ctx).investigations.load(id);
  return item ? toInvestigationModel(item) : null;
}

async function loadProblemLog(ctx: GatewayContext, id: number): Promise<ProblemLogModel | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const item = await maintenanceLoaders(ctx).problemLogs.load(id);
  return item ? toProblemLogModel(item) : null;
}

const jobCard: ResolverOf<'Query', 'jobCard'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  return loadJobCard(ctx, args.jobCardId);
};

const investigation: ResolverOf<'Query', 'investigation'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  return loadInvestigation(ctx, args.investigationId);
};

const problemLog: ResolverOf<'Query', 'problemLog'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  return loadProblemLog(ctx, args.problemLogId);
};

const investigations: ResolverOf<'Query', 'investigations'> = async (
  _,
  args,
  ctx,
  info,
) => {
  await requireEmployee(ctx, FEATURE);
  const filter = args.filter ?? {};
  const body = {
    ...(filter.status ? { Status: fromEnum(filter.status) } : {}),
    ...(filter.elementId ? { ElementId: elementIdOf(filter.elementId) } : {}),
    ...(filter.stationId ? { StationId: elementIdOf(filter.stationId, 'stationId') } : {}),
    ...(filter.text?.trim() ? { Text: filter.text.trim().slice(0, 100) } : {}),
    ...upstreamSort(args.sort, INVESTIGATION_SORTS),
  };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await elementSources(ctx).hold(getInvestigationList(ctx.upstream, body, page, pageSize));
    for (const item of result.items) maintenanceLoaders(ctx).investigations.prime(item.investigationId, item);
    const elements = await readRowElements(ctx, info, result.items, INVESTIGATION_ELEMENTS);
    return { total: result.total, items: result.items.map((item) => toInvestigationModel(item, elements)) };
  });
};

const problemLogs: ResolverOf<'Query', 'problemLogs'> = async (_, args, ctx, info) => {
  await requireEmployee(ctx, FEATURE);
  const filter = args.filter ?? {};
  const body = {
    ...(filter.status ? { Status: fromEnum(filter.status) } : {}),
    ...(filter.elementId ? { ElementId: elementIdOf(filter.elementId) } : {}),
    ...(filter.stationId ? { StationId: elementIdOf(filter.stationId, 'stationId') } : {}),
    ...(filter.priority ? { Priority: fromEnum(filter.priority) } : {}),
    ...(filter.text?.trim() ? { Text: filter.text.trim().slice(0, 100) } : {}),
    ...upstreamSort(args.sort, PROBLEM_LOG_SORTS),
  };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await elementSources(ctx).hold(getProblemLogList(ctx.upstream, body, page, pageSize));
    for (const item of result.items) maintenanceLoaders(ctx).problemLogs.prime(item.problemLogId, item);
    const elements = await readRowElements(ctx, info, result.items, PROBLEM_LOG_ELEMENTS);
    return { total: result.total, items: result.items.map((item) => toProblemLogModel(item, elements)) };
  });
};

/** The lookups as the schema reads them, made once per answer of the lookups (the shared cache hands every request the same). */
const lookupsModels = new WeakMap<UpstreamLookups, MaintenanceLookupsModel>();

function lookupsModel({ lookups, steps }: UpstreamLookups): MaintenanceLookupsModel {
  return {
    activities: lookups.activity.map(toLookupModel),
    conditions: lookups.condition.map(toLookupModel),
    complainTypes: lookups.complainType.map(toLookupModel),
    outcomes: lookups.outcome.map(toLookupModel),
    supportServices: lookups.supportService.map(toLookupModel),
    problemTypes: lookups.problemType.map(toLookupModel),
    steps: steps.map((step) => ({ step: toEnum(step.step), forced: step.forced, next: step.next.map((next) => toEnum<JobCardStep>(next)), closable: step.closable })),
  };
}

const maintenanceLookups: ResolverOf<'Query', 'maintenanceLookups'> = async (_, __, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const lookups = await lookupsOf(ctx);
  let model = lookupsModels.get(lookups);
  if (model === undefined) {
    model = lookupsModel(lookups);
    lookupsModels.set(lookups, model);
  }
  return model;
};

/** A picker's search (one short page of the matches), or every station when neither text nor first is given. */
function stations(ctx: GatewayContext, args: { text?: string | null; first?: number | null }): Promise<ElementModel[]> {
  const { text, pageSize } = searchPage(args);
  return readStations(ctx, text, pageSize);
}

/** A row's element or station: at once when its page read it (`fieldBase/rowElements.ts`), else through the loader. */
const elementField = <T extends { rowElements?: RowElements }>(pick: (item: T) => number | null) => (item: T, _: NoArgs, ctx: GatewayContext) =>
  rowElement(ctx, item.rowElements, pick(item));

// At once when the request has the lookups (`lookupById`): rows of a page then answer without a promise each.
const lookupField = <T>(pick: (item: T) => number | null) => (item: T, _: NoArgs, ctx: GatewayContext) =>
  thenOrNow(lookupById(ctx, pick(item)), (found) => (found ? toLookupModel(found) : null));

/** For the lookups the schema declares non-null: one the upstream no longer knows is an error of the field. */
const requiredLookupField = <T>(pick: (item: T) => number) => (item: T, _: NoArgs, ctx: GatewayContext) =>
  thenOrNow(lookupById(ctx, pick(item)), (found) => {
    if (!found) throw new Error(`maintenance lookup ${pick(item)} was not found`);
    return toLookupModel(found);
  });

const allocationsOf = async (card: JobCardModel, ctx: GatewayContext) => maintenanceLoaders(ctx).allocations.load(card.jobCardId);

/** Records by global id: employees with the feature only; null for anyone else and unknown ids. */
function guardedNode<N extends 'JobCard' | 'Investigation' | 'ProblemLog'>(type: N, load: (ctx: GatewayContext, id: number) => Promise<ResolversParentTypes[N] | null>): NodeType<N> {
  return {
    type,
    async load(ctx, key) {
      try {
        await requireEmployee(ctx, FEATURE);
      } catch {
        return null;
      }
      return load(ctx, Number(key));
    },
  };
}

export const jobCardNode = guardedNode('JobCard', loadJobCard);
export const investigationNode = guardedNode('Investigation', loadInvestigation);
export const problemLogNode = guardedNode('ProblemLog', loadProblemLog);

const originCards = <T>(originType: string, id: (record: T) => number) => async (record: T, args: ConnectionArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => {
  await requireEmployee(ctx, FEATURE);
  return jobCardConnection(ctx, info, args, { OriginType: originType, OriginId: id(record) });
};

export const maintenanceResolvers: Resolvers = {
  Query: { jobCards, jobCard, investigations, investigation, problemLogs, problemLog, maintenanceLookups },
  // Read only when asked for: the stations take one upstream call per page.
  MaintenanceLookups: { stations: (_, args, ctx) => stations(ctx, args) },
  JobCard: {
    originType: (card: JobCardModel) => toEnum(card.originType),
    originId: originGlobalId,
    originRecordId: (card: JobCardModel) => card.originId,
    station: elementField((card: JobCardModel) => card.stationId),
    element: elementField((card: JobCardModel) => card.elementId),
    activity: lookupField((card: JobCardModel) => card.activityId),
    condition: lookupField((card: JobCardModel) => card.conditionId),
    complainType: lookupField((card: JobCardModel) => card.complainTypeId),
    outcome: lookupField((card: JobCardModel) => card.outcomeId),
    step: (card: JobCardModel) => toEnum(card.step),
    closed: (card: JobCardModel) => card.step === 'closed',
    history: async (card: JobCardModel, _: NoArgs, ctx: GatewayContext) =>
      (await getHistory(ctx.upstream, card.jobCardId)).map((entry) => ({ ...entry, fromStep: entry.fromStep ? toEnum(entry.fromStep) : null, toStep: toEnum(entry.toStep) })),
    manpower: async (card: JobCardModel, _: NoArgs, ctx: GatewayContext) => (await allocationsOf(card, ctx))?.manpower ?? [],
    supportServices: async (card: JobCardModel, _: NoArgs, ctx: GatewayContext) => {
      const items = (await allocationsOf(card, ctx))?.supportServices ?? [];
      return items.map(({ serviceId, serviceName, ...item }) => ({ ...item, service: { lookupId: serviceId, code: '', name: serviceName } }));
    },
    storeAllocations: async (card: JobCardModel, _: NoArgs, ctx: GatewayContext) => (await allocationsOf(card, ctx))?.stores ?? [],
  },
  SupportServiceAllocation: {
    service: (item: { service: { lookupId: number; code: string; name: string } }, _: NoArgs, ctx: GatewayContext) =>
      thenOrNow(lookupById(ctx, item.service.lookupId), (found) => (found ? toLookupModel(found) : item.service)),
  },
  Investigation: {
    source: (item: InvestigationModel) => toEnum(item.source),
    portalApplicationId: (item: InvestigationModel) => item.applicationId,
    element: elementField((item: InvestigationModel) => item.elementId),
    complainType: requiredLookupField((item: InvestigationModel) => item.complainTypeId),
    status: (item: InvestigationModel) => toEnum(item.status),
    jobCards: originCards('investigation', (item: InvestigationModel) => item.investigationId),
  },
  ProblemLog: {
    element: elementField((item: ProblemLogModel) => item.elementId),
    problemType: requiredLookupField((item: ProblemLogModel) => item.problemTypeId),
    priority: (item: ProblemLogModel) => toEnum(item.priority),
    status: (item: ProblemLogModel) => toEnum(item.status),
    jobCards: originCards('problemLog', (item: ProblemLogModel) => item.problemLogId),
  },
  Element: {
    jobCards: async (item: ElementModel, args: ConnectionArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      await requireEmployee(ctx, FEATURE);
      return jobCardConnection(ctx, info, args, { ElementId: item.elementId });
    },
  },
};
