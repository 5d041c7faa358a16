import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { positiveId } from '../../batching.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { UPSTREAM_STATUS, UpstreamError } from '../../upstream/UpstreamError.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { MEASUREMENT_STATUS, getLogPointsByIds, saveLogEntry, saveSample as upstreamSaveSample } from './api.ts';
import { loaders } from './loaders.ts';
import { ACCEPTABILITY, APPEARANCE, LOGS, ODOUR, RESULT, SAMPLES, STATUS, toEntryModel, toLogPointModel, toSampleModel, upstreamOrNull, type LogEntryModel } from './models.ts';
import { measurementText, unitText } from './texts.ts';

const MAX_VALUES = 50;
const MAX_COMMENT = 500;
const MAX_LAB_REFERENCE = 50;
const MAX_REMARKS = 1000;

/** A refused upstream change as a user error with its localized text; anything else is rethrown. */
function refusalOf(error: unknown, field: string | null): UserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  const code: UserErrorCode =
    error.status === MEASUREMENT_STATUS.valueOutOfRange
      ? 'VALUE_OUT_OF_RANGE'
      : error.status === MEASUREMENT_STATUS.takenAtInvalid
        ? 'INVALID_INPUT'
        : error.status === UPSTREAM_STATUS.failure
          ? 'NOT_FOUND'
          : 'REJECTED';
  return userError(code, error.text, field);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Logs several values (`002 §5`): every point and every range is checked first, so that nothing is saved
 * while a value lies outside its range without confirmation; then the values are saved one by one.
 */
export const saveLogEntries: ResolverOf<'Mutation', 'saveLogEntries'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, LOGS);
  const refused = (userErrors: UserError[]): ResolversParentTypes['SaveLogEntriesPayload'] => ({ entries: [], logPoints: [], userErrors });
  if (input.entries.length > MAX_VALUES) return refused([userError('INVALID_INPUT', measurementText('tooMany', ctx.language, { max: MAX_VALUES }), 'entries')]);
  const errors: UserError[] = [];
  const points = await Promise.all(
    input.entries.map(async (entry, index) => {
      const field = `entries.${index}.value`;
      const id = positiveId(fromGlobalId(entry.logPointId, 'LogPoint'));
      const point = id === undefined ? null : await loaders(ctx).logPoints.load(id);
      if (!point) {
        errors.push(userError('NOT_FOUND', measurementText('pointNotFound', ctx.language), field));
        return null;
      }
      if ((entry.comment?.length ?? 0) > MAX_COMMENT) {
        errors.push(userError('TOO_LONG', measurementText('tooLong', ctx.language, { max: MAX_COMMENT }), `entries.${index}.comment`));
      }
      const value = round(entry.value, point.decimals);
      if (input.confirmOutOfRange !== true && (value < point.minimum || value > point.maximum)) {
        const values = { value, minimum: point.minimum, maximum: point.maximum, unit: unitText(point.unit, ctx.language) };
        errors.push(userError('VALUE_OUT_OF_RANGE', measurementText('outOfRange', ctx.language, values), field));
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

export const saveSample: ResolverOf<'Mutation', 'saveSample'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, SAMPLES);
  const refused = (error: UserError) => ({ sample: null, userErrors: [error] });
  let sampleId: number | null = null;
  if (input.sampleId) {
    const id = positiveId(fromGlobalId(input.sampleId, 'Sample'));
    if (id === undefined) return refused(userError('NOT_FOUND', measurementText('sampleNotFound', ctx.language), 'sampleId'));
    sampleId = id;
  }
  if ((input.labReference?.trim().length ?? 0) > MAX_LAB_REFERENCE) {
    return refused(userError('TOO_LONG', measurementText('tooLong', ctx.language, { max: MAX_LAB_REFERENCE }), 'labReference'));
  }
  if ((input.remarks?.trim().length ?? 0) > MAX_REMARKS) {
    return refused(userError('TOO_LONG', measurementText('tooLong', ctx.language, { max: MAX_REMARKS }), 'remarks'));
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

