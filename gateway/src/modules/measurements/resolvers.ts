import type DataLoader from 'dataloader';
import { loaderById, perRequest, positiveId } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { FieldResolver, NoArgs, Resolvers } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import type { UserError, UserErrorCode } from '../../userErrors.ts';
import { isEmployee, requireEmployee } from '../auth/employeeGuard.ts';
import { elementIdOf, toElementModel, type ElementModel } from '../fieldBase/resolvers.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getElementList, getElementTypes } from '../fieldBase/api.ts';
import {
  MEASUREMENT_STATUS,
  getLogEntries,
  getLogPoints,
  getLogPointsByIds,
  getSamples,
  getSamplesByIds,
  getSamplingPoints,
  saveLogEntry,
  saveSample as upstreamSaveSample,
  type LogEntryFilter,
  type SampleFilter,
  type UpstreamLogEntry,
  type UpstreamLogParameter,
  type UpstreamLogPoint,
  type UpstreamSample,
  type UpstreamSamplingPoint,
} from './api.ts';
import { measurementText } from './texts.ts';

const LOGS = 'logs';
const SAMPLES = 'samples';
const MAX_BATCH = 100;
const MAX_VALUES = 50;
const MAX_COMMENT = 500;
const MAX_LAB_REFERENCE = 50;
const MAX_REMARKS = 1000;

type MeasurementErrorCode = UserErrorCode | 'VALUE_OUT_OF_RANGE';
interface MeasurementUserError extends Omit<UserError, 'code'> {
  code: MeasurementErrorCode;
}
const measurementError = (code: MeasurementErrorCode, message: string, field: string | null = null): MeasurementUserError => ({ field, code, message });

/** Schema enum ↔ upstream value, both ways. */
function enumMap<U extends string, S extends string>(pairs: Record<U, S>) {
  const back = Object.fromEntries(Object.entries(pairs).map(([upstream, schema]) => [schema, upstream])) as Record<S, U>;
  return { toSchema: (value: U): S => pairs[value], toUpstream: (value: S): U => back[value] };
}
const PARAMETERS = enumMap<UpstreamLogParameter, string>({
  reservoirLevel: 'RESERVOIR_LEVEL',
  outletPressure: 'OUTLET_PRESSURE',
  residualChlorine: 'RESIDUAL_CHLORINE',
  flow: 'FLOW',
  runningHours: 'RUNNING_HOURS',
});
const APPEARANCE = enumMap<NonNullable<UpstreamSample['appearance']>, string>({ clear: 'CLEAR', turbid: 'TURBID' });
const ODOUR = enumMap<NonNullable<UpstreamSample['odour']>, string>({ none: 'NONE', chlorine: 'CHLORINE', other: 'OTHER' });
const ACCEPTABILITY = enumMap<NonNullable<UpstreamSample['taste']>, string>({ acceptable: 'ACCEPTABLE', notAcceptable: 'NOT_ACCEPTABLE' });
const RESULT = enumMap<NonNullable<UpstreamSample['overallResult']>, string>({ pass: 'PASS', fail: 'FAIL' });
const STATUS = enumMap<UpstreamSample['status'], string>({ collected: 'COLLECTED', sentToLab: 'SENT_TO_LAB', resultsEntered: 'RESULTS_ENTERED' });

const orNull = <U extends string>(value: U | null, map: { toSchema: (value: U) => string }) => (value === null ? null : map.toSchema(value));
const upstreamOrNull = <U extends string>(value: string | null | undefined, map: { toUpstream: (value: string) => U }) =>
  value === null || value === undefined ? null : map.toUpstream(value);

export interface LogPointModel extends Omit<UpstreamLogPoint, 'parameter' | 'latestEntry'> {
  __typename: 'LogPoint';
  id: string;
  parameter: string;
  latestEntry: LogEntryModel | null;
}
export interface LogEntryModel extends UpstreamLogEntry {
  takenBy: string | null;
}
export interface SamplingPointModel extends UpstreamSamplingPoint {}
export interface SampleModel {
  __typename: 'Sample';
  id: string;
  sampleId: number;
  sampleNumber: string;
  samplingPoint: SamplingPointModel;
  takenAt: string;
  takenBy: string | null;
  appearance: string | null;
  odour: string | null;
  taste: string | null;
  colour: string | null;
  overallResult: string | null;
  labReference: string | null;
  remarks: string | null;
  status: string;
  updatedAt: string;
}

const toEntryModel = (entry: UpstreamLogEntry): LogEntryModel => ({ ...entry, takenBy: entry.takenByName });
export const toLogPointModel = (point: UpstreamLogPoint): LogPointModel => ({
  ...point,
  __typename: 'LogPoint',
  id: toGlobalId('LogPoint', String(point.logPointId)),
  parameter: PARAMETERS.toSchema(point.parameter),
  latestEntry: point.latestEntry ? toEntryModel(point.latestEntry) : null,
});
export const toSampleModel = (sample: UpstreamSample): SampleModel => ({
  __typename: 'Sample',
  id: toGlobalId('Sample', String(sample.sampleId)),
  sampleId: sample.sampleId,
  sampleNumber: sample.sampleNumber,
  samplingPoint: { samplingPointId: sample.samplingPointId, elementId: sample.elementId, name: sample.samplingPointName },
  takenAt: sample.takenAt,
  takenBy: sample.takenByName,
  appearance: orNull(sample.appearance, APPEARANCE),
  odour: orNull(sample.odour, ODOUR),
  taste: orNull(sample.taste, ACCEPTABILITY),
  colour: orNull(sample.colour, ACCEPTABILITY),
  overallResult: orNull(sample.overallResult, RESULT),
  labReference: sample.labReference,
  remarks: sample.remarks,
  status: STATUS.toSchema(sample.status),
  updatedAt: sample.updatedAt,
});

/** Per-request loaders of this module, batched by upstream id (pages prime them). */
interface MeasurementLoaders {
  logPoints: DataLoader<number, UpstreamLogPoint | null>;
  samples: DataLoader<number, UpstreamSample | null>;
}
const loaders = perRequest(
  (ctx): MeasurementLoaders => ({
    logPoints: loaderById((ids) => getLogPointsByIds(ctx.upstream, ids), (point) => point.logPointId),
    samples: loaderById((ids) => getSamplesByIds(ctx.upstream, ids), (sample) => sample.sampleId),
  }),
);

const elementFilter = (args: { elementId?: string | null; stationId?: string | null }) => ({
  ...(args.elementId ? { ElementId: elementIdOf(args.elementId) } : {}),
  ...(args.stationId ? { StationId: elementIdOf(args.stationId, 'stationId') } : {}),
});
const timeFilter = (args: { from?: Date | null; to?: Date | null }) => ({
  ...(args.from ? { From: args.from.toISOString() } : {}),
  ...(args.to ? { To: args.to.toISOString() } : {}),
});

async function elementOf(ctx: GatewayContext, elementId: number): Promise<ElementModel> {
  const element = await ctx.loaders.elements.load(elementId);
  if (!element) throw new Error(`element ${elementId} of a log or sample is missing`);
  return toElementModel(element);
}

/** Stations by code for the logs and samples screens: the station types first, then one page of their elements. */
const logStations: FieldResolver<unknown, { text?: string | null }, ElementModel[]> = async (_, args, ctx) => {
  try {
    await requireEmployee(ctx, LOGS);
  } catch {
    await requireEmployee(ctx, SAMPLES);
  }
  const typeIds = (await getElementTypes(ctx.upstream)).filter((type) => type.isStation).map((type) => type.typeId);
  if (typeIds.length === 0) return [];
  const text = args.text?.trim() ? { Text: args.text.trim().slice(0, 100) } : {};
  const page = await getElementList(ctx.upstream, { TypeIds: typeIds, ...text }, 1, MAX_BATCH);
  for (const item of page.items) ctx.loaders.elements.prime(item.elementId, item);
  return page.items.map(toElementModel);
};

type PointArgs = { elementId?: string | null; stationId?: string | null; parameter?: string | null };
const logPoints: FieldResolver<unknown, PointArgs, LogPointModel[]> = async (_, args, ctx) => {
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

const logEntries: FieldResolver<unknown, ConnectionArgs & PointArgs & { from?: Date | null; to?: Date | null }, Connection<LogEntryModel>> = async (
  _,
  args,
  ctx,
) => {
  await requireEmployee(ctx, LOGS);
  const filter = { ...elementFilter(args), ...timeFilter(args), ...(args.parameter ? { Parameter: PARAMETERS.toUpstream(args.parameter) } : {}) };
  return entriesConnection(ctx, args, filter);
};

const history: FieldResolver<LogPointModel, ConnectionArgs & { from?: Date | null; to?: Date | null }, Connection<LogEntryModel>> = async (point, args, ctx) => {
  await requireEmployee(ctx, LOGS);
  return entriesConnection(ctx, args, { LogPointId: point.logPointId, ...timeFilter(args) });
};

const samplingPoints: FieldResolver<unknown, { elementId?: string | null; stationId?: string | null }, SamplingPointModel[]> = async (_, args, ctx) => {
  await requireEmployee(ctx, SAMPLES);
  return getSamplingPoints(ctx.upstream, elementFilter(args));
};

type SampleArgs = ConnectionArgs & {
  samplingPointId?: number | null;
  stationId?: string | null;
  status?: string | null;
  overallResult?: string | null;
  from?: Date | null;
  to?: Date | null;
  text?: string | null;
};
const samples: FieldResolver<unknown, SampleArgs, Connection<SampleModel>> = async (_, args, ctx) => {
  await requireEmployee(ctx, SAMPLES);
  const filter: SampleFilter = {
    ...(args.samplingPointId ? { SamplingPointId: args.samplingPointId } : {}),
    ...elementFilter({ stationId: args.stationId }),
    ...(args.status ? { Status: STATUS.toUpstream(args.status) } : {}),
    ...(args.overallResult ? { OverallResult: RESULT.toUpstream(args.overallResult) } : {}),
    ...timeFilter(args),
    ...(args.text?.trim() ? { Text: args.text.trim().slice(0, 100) } : {}),
  };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getSamples(ctx.upstream, filter, page, pageSize);
    for (const sample of result.items) loaders(ctx).samples.prime(sample.sampleId, sample);
    return { total: result.total, items: result.items.map(toSampleModel) };
  });
};

const elementLogPoints: FieldResolver<ElementModel, NoArgs, LogPointModel[]> = async (element, _, ctx) =>
  logPoints(undefined, { elementId: element.id }, ctx, undefined as never);
const elementSamplingPoints: FieldResolver<ElementModel, NoArgs, SamplingPointModel[]> = async (element, _, ctx) =>
  samplingPoints(undefined, { elementId: element.id }, ctx, undefined as never);

/** A refused upstream change as a user error with its localized text; anything else is rethrown. */
function refusalOf(error: unknown, field: string | null): MeasurementUserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  const code: MeasurementErrorCode =
    error.status === MEASUREMENT_STATUS.valueOutOfRange
      ? 'VALUE_OUT_OF_RANGE'
      : error.status === MEASUREMENT_STATUS.takenAtInvalid
        ? 'INVALID_INPUT'
        : error.status === UPSTREAM_STATUS.failure
          ? 'NOT_FOUND'
          : 'REJECTED';
  return measurementError(code, error.text, field);
}

interface LogValueInput {
  logPointId: string;
  value: number;
  takenAt?: Date | null;
  comment?: string | null;
}
interface SaveLogEntriesPayload {
  entries: LogEntryModel[];
  logPoints: LogPointModel[];
  userErrors: MeasurementUserError[];
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Logs several values (`002 §5`): every point and every range is checked first, so that nothing is saved
 * while a value lies outside its range without confirmation; then the values are saved one by one.
 */
const saveLogEntries: FieldResolver<unknown, { input: { entries: LogValueInput[]; confirmOutOfRange?: boolean | null } }, SaveLogEntriesPayload> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, LOGS);
  const refused = (userErrors: MeasurementUserError[]): SaveLogEntriesPayload => ({ entries: [], logPoints: [], userErrors });
  if (input.entries.length > MAX_VALUES) return refused([measurementError('INVALID_INPUT', measurementText('tooMany', ctx.language, { max: MAX_VALUES }), 'entries')]);
  const errors: MeasurementUserError[] = [];
  const points = await Promise.all(
    input.entries.map(async (entry, index) => {
      const field = `entries.${index}.value`;
      const id = positiveId(fromGlobalId(entry.logPointId, 'LogPoint'));
      const point = id === undefined ? null : await loaders(ctx).logPoints.load(id);
      if (!point) {
        errors.push(measurementError('NOT_FOUND', measurementText('pointNotFound', ctx.language), field));
        return null;
      }
      if ((entry.comment?.length ?? 0) > MAX_COMMENT) {
        errors.push(measurementError('TOO_LONG', measurementText('tooLong', ctx.language, { max: MAX_COMMENT }), `entries.${index}.comment`));
      }
      const value = round(entry.value, point.decimals);
      if (input.confirmOutOfRange !== true && (value < point.minimum || value > point.maximum)) {
        const values = { value, minimum: point.minimum, maximum: point.maximum, unit: point.unit };
        errors.push(measurementError('VALUE_OUT_OF_RANGE', measurementText('outOfRange', ctx.language, values), field));
      }
      return point;
    }),
  );
  if (errors.length > 0) return refused(errors);
  const saved: LogEntryModel[] = [];
  for (const [index, entry] of input.entries.entries()) {
    const point = points[index];
    if (!point) continue;
    try {
      const item = await saveLogEntry(ctx.upstream, {
        LogPointId: point.logPointId,
        Value: entry.value,
        ...(entry.takenAt ? { TakenAt: entry.takenAt.toISOString() } : {}),
        Comment: entry.comment?.trim() || null,
        Confirm: input.confirmOutOfRange === true,
      });
      saved.push(toEntryModel(item));
    } catch (error) {
      errors.push(refusalOf(error, `entries.${index}.value`));
    }
  }
  const ids = [...new Set(points.flatMap((point) => (point ? [point.logPointId] : [])))];
  const fresh = await getLogPointsByIds(ctx.upstream, ids);
  for (const point of fresh) loaders(ctx).logPoints.clear(point.logPointId).prime(point.logPointId, point);
  return { entries: saved, logPoints: fresh.map(toLogPointModel), userErrors: errors };
};

interface SaveSampleInput {
  sampleId?: string | null;
  samplingPointId: number;
  takenAt?: Date | null;
  appearance?: string | null;
  odour?: string | null;
  taste?: string | null;
  colour?: string | null;
  overallResult?: string | null;
  labReference?: string | null;
  remarks?: string | null;
  status?: string | null;
}

const saveSample: FieldResolver<unknown, { input: SaveSampleInput }, { sample: SampleModel | null; userErrors: MeasurementUserError[] }> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, SAMPLES);
  const refused = (error: MeasurementUserError) => ({ sample: null, userErrors: [error] });
  let sampleId: number | null = null;
  if (input.sampleId) {
    const id = positiveId(fromGlobalId(input.sampleId, 'Sample'));
    if (id === undefined) return refused(measurementError('NOT_FOUND', measurementText('sampleNotFound', ctx.language), 'sampleId'));
    sampleId = id;
  }
  if ((input.labReference?.trim().length ?? 0) > MAX_LAB_REFERENCE) {
    return refused(measurementError('TOO_LONG', measurementText('tooLong', ctx.language, { max: MAX_LAB_REFERENCE }), 'labReference'));
  }
  if ((input.remarks?.trim().length ?? 0) > MAX_REMARKS) {
    return refused(measurementError('TOO_LONG', measurementText('tooLong', ctx.language, { max: MAX_REMARKS }), 'remarks'));
  }
  try {
    const saved = await upstreamSaveSample(ctx.upstream, {
      SampleId: sampleId,
      SamplingPointId: input.samplingPointId,
      ...(input.takenAt ? { TakenAt: input.takenAt.toISOString() } : {}),
      Appearance: upstreamOrNull(input.appearance, APPEARANCE),
      Odour: upstreamOrNull(input.odour, ODOUR),
      Taste: upstreamOrNull(input.taste, ACCEPTABILITY),
      Colour: upstreamOrNull(input.colour, ACCEPTABILITY),
      OverallResult: upstreamOrNull(input.overallResult, RESULT),
      LabReference: input.labReference?.trim() || null,
      Remarks: input.remarks?.trim() || null,
      Status: STATUS.toUpstream(input.status ?? 'COLLECTED'),
    });
    loaders(ctx).samples.clear(saved.sampleId).prime(saved.sampleId, saved);
    return { sample: toSampleModel(saved), userErrors: [] };
  } catch (error) {
    return refused(refusalOf(error, sampleId === null ? 'samplingPointId' : 'sampleId'));
  }
};

/** A node of this module for employees with its area; null for anyone else. */
function measurementNode<T>(type: 'LogPoint' | 'Sample', feature: 'logs' | 'samples', load: (ctx: GatewayContext, id: number) => Promise<T | null>, toModel: (item: T) => LogPointModel | SampleModel): NodeType {
  return {
    type,
    async load(ctx, key) {
      const id = positiveId(key);
      if (id === undefined || !isEmployee(ctx)) return null;
      try {
        await requireEmployee(ctx, feature);
      } catch {
        return null;
      }
      const item = await load(ctx, id);
      return item ? toModel(item) : null;
    },
  };
}

export const logPointNode = measurementNode('LogPoint', LOGS, (ctx, id) => loaders(ctx).logPoints.load(id), toLogPointModel);
export const sampleNode = measurementNode('Sample', SAMPLES, (ctx, id) => loaders(ctx).samples.load(id), toSampleModel);

export const measurementResolvers: Resolvers = {
  Query: { logStations, logPoints, logEntries, samplingPoints, samples },
  Mutation: { saveLogEntries, saveSample },
  Element: { logPoints: elementLogPoints, samplingPoints: elementSamplingPoints },
  LogPoint: { element: (point: LogPointModel, _: NoArgs, ctx: GatewayContext) => elementOf(ctx, point.elementId), history },
  SamplingPoint: { element: (point: SamplingPointModel, _: NoArgs, ctx: GatewayContext) => elementOf(ctx, point.elementId) },
};
