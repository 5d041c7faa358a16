import type { GatewayContext } from '../../context.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { upstreamSort } from '../../relay/sort.ts';
import { searchPage } from '../../relay/search.ts';
import type { SampleSortField } from '../../__generated__/resolvers.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { elementIdOf, toElementModel, type ElementModel } from '../fieldBase/resolvers.ts';
import { getLogEntries, getLogPoints, getSamples, getSamplingPoints, type LogEntryFilter, type SampleFilter } from './api.ts';
import { loaders } from './loaders.ts';
import { LOGS, PARAMETERS, RESULT, SAMPLES, STATUS, toEntryModel, toLogPointModel, toSampleModel, type LogEntryModel } from './models.ts';
import { elementLoader } from '../fieldBase/elementLoader.ts';
import { readStations } from '../fieldBase/stations.ts';

const MAX_BATCH = 100;

const elementFilter = (args: { elementId?: string | null; stationId?: string | null }) => ({
  ...(args.elementId ? { ElementId: elementIdOf(args.elementId) } : {}),
  ...(args.stationId ? { StationId: elementIdOf(args.stationId, 'stationId') } : {}),
});
const timeFilter = (args: { from?: Date | null; to?: Date | null }) => ({
  ...(args.from ? { From: args.from.toISOString() } : {}),
  ...(args.to ? { To: args.to.toISOString() } : {}),
});

export async function elementOf(ctx: GatewayContext, elementId: number): Promise<ElementModel> {
  const element = await elementLoader(ctx).load(elementId);
  if (!element) throw new Error(`element ${elementId} of a log or sample is missing`);
  return toElementModel(element);
}

/** Stations by code for the logs and samples screens: the station types first, then one page of their elements. */
export const logStations: ResolverOf<'Query', 'logStations'> = async (_, args, ctx) => {
  try {
    await requireEmployee(ctx, LOGS);
  } catch {
    await requireEmployee(ctx, SAMPLES);
  }
  return readStations(ctx, searchPage({ text: args.text }).text, MAX_BATCH);
};

export const logPoints: ResolverOf<'Query', 'logPoints'> = async (_, args, ctx) => {
  await requireEmployee(ctx, LOGS);
  const points = await getLogPoints(ctx.upstream, { ...elementFilter(args), ...(args.parameter ? { Parameter: PARAMETERS.toUpstream(args.parameter) } : {}) });
  for (const point of points) loaders(ctx).logPoints.prime(point.logPointId, point);
  return points.map(toLogPointModel);
};

function entriesConnection(ctx: GatewayContext, args: ConnectionArgs, filter: LogEntryFilter): Promise<Connection<LogEntryModel>> {
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getLogEntries(ctx.upstream, filter, page, pageSize);
    return { total: result.total, items: result.items.map(toEntryModel) };
  });
}

export const logEntries: ResolverOf<'Query', 'logEntries'> = async (
  _,
  args,
  ctx,
) => {
  await requireEmployee(ctx, LOGS);
  const filter = { ...elementFilter(args), ...timeFilter(args), ...(args.parameter ? { Parameter: PARAMETERS.toUpstream(args.parameter) } : {}) };
  return entriesConnection(ctx, args, filter);
};

export const history: ResolverOf<'LogPoint', 'history'> = async (point, args, ctx) => {
  await requireEmployee(ctx, LOGS);
  return entriesConnection(ctx, args, { LogPointId: point.logPointId, ...timeFilter(args) });
};

export const samplingPoints: ResolverOf<'Query', 'samplingPoints'> = async (_, args, ctx) => {
  await requireEmployee(ctx, SAMPLES);
  // A search answers one short page; without one, every point (an element's or a station's few).
  const { text, pageSize } = searchPage(args);
  const points = await getSamplingPoints(ctx.upstream, { ...elementFilter(args), ...text, ...(pageSize ? { Options: { Page: 1, PageSize: pageSize } } : {}) });
  // A utility that answers each point's element spares the look-up of every element of the list.
  for (const point of points) if (point.element) elementLoader(ctx).prime(point.elementId, point.element);
  return points;
};

/** The upstream `Sort` of each sort field. */
const SAMPLE_SORTS = { NUMBER: 'number', POINT: 'point', TAKEN_AT: 'takenAt', STATUS: 'status', RESULT: 'result' } as const satisfies Record<SampleSortField, string>;

export const samples: ResolverOf<'Query', 'samples'> = async (_, args, ctx) => {
  await requireEmployee(ctx, SAMPLES);
  const filter: SampleFilter = {
    ...(args.samplingPointId ? { SamplingPointId: args.samplingPointId } : {}),
    ...elementFilter({ stationId: args.stationId }),
    ...(args.status ? { Status: STATUS.toUpstream(args.status) } : {}),
    ...(args.overallResult ? { OverallResult: RESULT.toUpstream(args.overallResult) } : {}),
    ...timeFilter(args),
    ...(args.text?.trim() ? { Text: args.text.trim().slice(0, 100) } : {}),
    ...upstreamSort(args.sort, SAMPLE_SORTS),
  };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getSamples(ctx.upstream, filter, page, pageSize);
    for (const sample of result.items) loaders(ctx).samples.prime(sample.sampleId, sample);
    return { total: result.total, items: result.items.map(toSampleModel) };
  });
};

export const elementLogPoints: ResolverOf<'Element', 'logPoints'> = async (element, _, ctx) =>
  logPoints({}, { elementId: element.id }, ctx, undefined as never);
export const elementSamplingPoints: ResolverOf<'Element', 'samplingPoints'> = async (element, _, ctx) =>
  samplingPoints({}, { elementId: element.id }, ctx, undefined as never);

