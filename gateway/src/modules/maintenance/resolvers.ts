import type { GatewayContext } from '../../context.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import type { InvestigationSortField, JobCardSortField, JobCardStep, ProblemLogSortField, ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { upstreamSort } from '../../relay/sort.ts';
import type { NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { elementIdOf, toElementModel, type ElementModel } from '../fieldBase/resolvers.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getHistory, getInvestigationList, getJobCardList, getProblemLogList } from './api.ts';
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
  type ProblemLogModel,
} from './models.ts';
import { elementLoader, elementSources } from '../fieldBase/elementLoader.ts';
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

/** A page of job cards for an upstream filter; the cards prime the per-request loader. */
function jobCardConnection(ctx: GatewayContext, args: ConnectionArgs, filter: object): Promise<Connection<JobCardModel>> {
  return resolveConnection(args, async (page, pageSize) => {
    const result = await elementSources(ctx).hold(getJobCardList(ctx.upstream, filter, page, pageSize));
    for (const card of result.items) maintenanceLoaders(ctx).jobCards.prime(card.jobCardId, card);
    return { total: result.total, items: result.items.map(toJobCardModel) };
  });
}

const jobCards: ResolverOf<'Query', 'jobCards'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const filter = args.filter ?? {};
  return jobCardConnection(ctx, args, {
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
    return { total: result.total, items: result.items.map(toInvestigationModel) };
  });
};

const problemLogs: ResolverOf<'Query', 'problemLogs'> = async (_, args, ctx) => {
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
    return { total: result.total, items: result.items.map(toProblemLogModel) };
  });
};

const maintenanceLookups: ResolverOf<'Query', 'maintenanceLookups'> = async (_, __, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const { lookups, steps } = await lookupsOf(ctx);
  return {
    activities: lookups.activity.map(toLookupModel),
    conditions: lookups.condition.map(toLookupModel),
    complainTypes: lookups.complainType.map(toLookupModel),
    outcomes: lookups.outcome.map(toLookupModel),
    supportServices: lookups.supportService.map(toLookupModel),
    problemTypes: lookups.problemType.map(toLookupModel),
    steps: steps.map((step) => ({ step: toEnum(step.step), forced: step.forced, next: step.next.map((next) => toEnum<JobCardStep>(next)), closable: step.closable })),
  };
};

/** A picker's search (one short page of the matches), or every station when neither text nor first is given. */
function stations(ctx: GatewayContext, args: { text?: string | null; first?: number | null }): Promise<ElementModel[]> {
  const { text, pageSize } = searchPage(args);
  return readStations(ctx, text, pageSize);
}

async function element(ctx: GatewayContext, id: number | null): Promise<ElementModel | null> {
  if (id === null) return null;
  const loaded = await elementLoader(ctx).load(id);
  return loaded ? toElementModel(loaded) : null;
}

const lookupField = <T>(pick: (item: T) => number | null) => async (item: T, _: NoArgs, ctx: GatewayContext) => {
  const found = await lookupById(ctx, pick(item));
  return found ? toLookupModel(found) : null;
};

/** For the lookups the schema declares non-null: one the upstream no longer knows is an error of the field. */
const requiredLookupField = <T>(pick: (item: T) => number) => async (item: T, _: NoArgs, ctx: GatewayContext) => {
  const found = await lookupById(ctx, pick(item));
  if (!found) throw new Error(`maintenance lookup ${pick(item)} was not found`);
  return toLookupModel(found);
};

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

const originCards = <T>(originType: string, id: (record: T) => number) => async (record: T, args: ConnectionArgs, ctx: GatewayContext) => {
  await requireEmployee(ctx, FEATURE);
  return jobCardConnection(ctx, args, { OriginType: originType, OriginId: id(record) });
};

export const maintenanceResolvers: Resolvers = {
  Query: { jobCards, jobCard, investigations, investigation, problemLogs, problemLog, maintenanceLookups },
  // Read only when asked for: the stations take one upstream call per page.
  MaintenanceLookups: { stations: (_, args, ctx) => stations(ctx, args) },
  JobCard: {
    originType: (card: JobCardModel) => toEnum(card.originType),
    originId: originGlobalId,
    originRecordId: (card: JobCardModel) => card.originId,
    station: (card: JobCardModel, _: NoArgs, ctx: GatewayContext) => element(ctx, card.stationId),
    element: (card: JobCardModel, _: NoArgs, ctx: GatewayContext) => element(ctx, card.elementId),
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
    service: async (item: { service: { lookupId: number; code: string; name: string } }, _: NoArgs, ctx: GatewayContext) => {
      const found = await lookupById(ctx, item.service.lookupId);
      return found ? toLookupModel(found) : item.service;
    },
  },
  Investigation: {
    source: (item: InvestigationModel) => toEnum(item.source),
    portalApplicationId: (item: InvestigationModel) => item.applicationId,
    element: (item: InvestigationModel, _: NoArgs, ctx: GatewayContext) => element(ctx, item.elementId),
    complainType: requiredLookupField((item: InvestigationModel) => item.complainTypeId),
    status: (item: InvestigationModel) => toEnum(item.status),
    jobCards: originCards('investigation', (item: InvestigationModel) => item.investigationId),
  },
  ProblemLog: {
    element: (item: ProblemLogModel, _: NoArgs, ctx: GatewayContext) => element(ctx, item.elementId),
    problemType: requiredLookupField((item: ProblemLogModel) => item.problemTypeId),
    priority: (item: ProblemLogModel) => toEnum(item.priority),
    status: (item: ProblemLogModel) => toEnum(item.status),
    jobCards: originCards('problemLog', (item: ProblemLogModel) => item.problemLogId),
  },
  Element: {
    jobCards: async (item: ElementModel, args: ConnectionArgs, ctx: GatewayContext) => {
      await requireEmployee(ctx, FEATURE);
      return jobCardConnection(ctx, args, { ElementId: item.elementId });
    },
  },
};
