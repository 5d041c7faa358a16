import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { loaderById, perRequest, positiveId } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { UpstreamError, orNullIfNotFound } from '../../upstream/UpstreamError.ts';
import { UPSTREAM_STATUS } from '../../upstream/UpstreamError.ts';
import { userError, type UserError, type UserErrorCode } from '../../userErrors.ts';
import { nativeFile } from '../attachments/nativeFile.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { employeeNode } from '../node/employeeNode.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { readingText } from '../readings/readingTexts.ts';
import { READINGS_UPLOAD_MAX_BYTES, isPhoto } from '../readings/uploadChecks.ts';
import { CAPTURE_STATUS, getBooks, getEntries, getWalk, getWalks, saveCapture, uploadCapturePhoto, type UpstreamCaptureEntry } from './api.ts';
import { FILTERS, parseWalkKey, toBookModel, toEntryModel, toUpstreamAccess, toUpstreamReason, toWalkModel, type MeterCaptureWalkModel } from './models.ts';
import { exportMeterCaptureWalk } from './exportWalk.ts';
import { captureText } from './texts.ts';

const FEATURE = 'captureMeterReadings';

/** Entries by upstream id, batched per request (walk pages prime it). */
const entryLoader = perRequest((ctx) => loaderById((ids) => getEntries(ctx.upstream, ids), (entry) => entry.entryId));

/** The walk with its counts, or null when it is not in the open cycle (or not the field worker's). */
async function loadWalk(ctx: GatewayContext, book: string, walk: number): Promise<MeterCaptureWalkModel | null> {
  const answer = await orNullIfNotFound(() => getWalk(ctx.upstream, book, walk, FILTERS.ALL, 1, 1));
  return answer ? toWalkModel(answer.walk) : null;
}

const meterCaptureCycle: ResolverOf<'Query', 'meterCaptureCycle'> = async (_, __, ctx) => {
  await requireEmployee(ctx, FEATURE);
  // One walk is the least a page can hold: a page of books would read the first book's every walk.
  return (await getWalks(ctx.upstream, { assignedToMe: false, text: null }, 1, 1)).cycle;
};

const meterCaptureBooks: ResolverOf<'Query', 'meterCaptureBooks'> = async (
  _,
  args,
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getBooks(ctx.upstream, args.assignedToMe === true, page, pageSize);
    return { total: result.total, items: result.items.map(toBookModel) };
  });
};

/** The utility reads at most this much of a typed walk search (`/MeterCapture/GetWalks` `Text`). */
const WALK_SEARCH_MAX_LENGTH = 40;

const meterCaptureWalks: ResolverOf<'Query', 'meterCaptureWalks'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const text = args.search?.trim().slice(0, WALK_SEARCH_MAX_LENGTH) || null;
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getWalks(ctx.upstream, { assignedToMe: args.assignedToMe === true, text }, page, pageSize);
    return { total: result.total, items: result.items.map(toWalkModel) };
  });
};

const meterCaptureWalk: ResolverOf<'Query', 'meterCaptureWalk'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  // A walk number the utility could not have (a hand-typed URL) is simply not found.
  if (!Number.isSafeInteger(args.walk) || args.walk < 1 || args.book.trim() === '' || args.book.length > 20) return null;
  return loadWalk(ctx, args.book, args.walk);
};

const walkEntries: ResolverOf<'MeterCaptureWalk', 'entries'> = async (
  walk,
  args,
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  const filter = FILTERS[args.filter ?? 'ALL'];
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getWalk(ctx.upstream, walk.book, walk.walk, filter, page, pageSize);
    const loader = entryLoader(ctx);
    for (const entry of result.items) loader.prime(entry.entryId, entry);
    return { total: result.total, items: result.items.map(toEntryModel) };
  });
};

/** Refused capture calls as user errors with the upstream's localized text; anything else is rethrown. */
const REFUSALS: Record<number, { code: UserErrorCode; field: string | null }> = {
  [UPSTREAM_STATUS.failure]: { code: 'NOT_FOUND', field: null },
  [CAPTURE_STATUS.belowPrevious]: { code: 'READING_BELOW_PREVIOUS', field: 'reading' },
  [CAPTURE_STATUS.outOfRange]: { code: 'READING_OUT_OF_RANGE', field: 'reading' },
  [CAPTURE_STATUS.readingRequired]: { code: 'READING_REQUIRED', field: 'reading' },
  [CAPTURE_STATUS.clockOverImplausible]: { code: 'CLOCK_OVER_IMPLAUSIBLE', field: 'clockedOver' },
  [CAPTURE_STATUS.readAtInvalid]: { code: 'READ_AT_INVALID', field: 'readAt' },
  [CAPTURE_STATUS.notEditable]: { code: 'NOT_EDITABLE', field: null },
  [CAPTURE_STATUS.fileTypeNotAllowed]: { code: 'FILE_TYPE_NOT_ALLOWED', field: 'photo' },
  [CAPTURE_STATUS.fileTooLarge]: { code: 'FILE_TOO_BIG', field: 'photo' },
};

function refusalOf(error: unknown): UserError {
  if (!(error instanceof UpstreamError) || error.kind !== 'rejected') throw error;
  const known = error.status === undefined ? undefined : REFUSALS[error.status];
  return userError(known?.code ?? 'REJECTED', error.text, known?.field ?? null);
}

/** The entry an input names, or null when it is unknown or not the viewer's to capture. */
async function inputEntry(ctx: GatewayContext, entryId: string): Promise<UpstreamCaptureEntry | null> {
  const id = positiveId(fromGlobalId(entryId, 'MeterCaptureEntry'));
  return id === undefined ? null : entryLoader(ctx).load(id);
}

/**
 * Captures a meter's reading (`002 §5`). The rules (below the previous reading only with a plausible
 * clock-over, exported entries refused) are the utility's: its refusals become user errors with its
 * localized text. The walk comes back with its new counts, so the filter tabs update.
 */
const captureMeterReading: ResolverOf<'Mutation', 'captureMeterReading'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (error: UserError): ResolversParentTypes['CaptureMeterReadingPayload'] => ({ entry: null, walk: null, userErrors: [error] });
  const entry = await inputEntry(ctx, input.entryId);
  if (!entry) return refused(userError('NOT_FOUND', captureText('notFound', ctx.language), 'entryId'));
  try {
    const saved = await saveCapture(ctx.upstream, {
      MeterId: entry.meterId,
      Reading: input.reading ?? null,
      ...(input.readAt ? { ReadAt: input.readAt.toISOString() } : {}),
      Reason: toUpstreamReason(input.reason ?? 'REGULAR'),
      Comment: input.comment?.trim() || null,
      ClockedOver: input.clockedOver === true,
      Access: toUpstreamAccess(input.access ?? 'ACCESSIBLE'),
    });
    entryLoader(ctx).clear(saved.entryId).prime(saved.entryId, saved);
    return { entry: toEntryModel(saved), walk: await loadWalk(ctx, saved.book, saved.walk), userErrors: [] };
  } catch (error) {
    return refused(refusalOf(error));
  }
};

/** Attaches a photo of the dials: checked here first (size, then content signature), then by the utility. */
const uploadMeterCapturePhoto: ResolverOf<'Mutation', 'uploadMeterCapturePhoto'> = async (
  _,
  { input },
  ctx,
) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (error: UserError) => ({ entry: null, userErrors: [error] });
  if (input.photo.size > READINGS_UPLOAD_MAX_BYTES) return refused(userError('FILE_TOO_BIG', readingText('photoTooBig', ctx.language), 'photo'));
  if (!(await isPhoto(input.photo))) return refused(userError('FILE_TYPE_NOT_ALLOWED', readingText('photoType', ctx.language), 'photo'));
  const entry = await inputEntry(ctx, input.entryId);
  if (!entry) return refused(userError('NOT_FOUND', captureText('notFound', ctx.language), 'entryId'));
  const form = new FormData();
  form.set('MeterId', String(entry.meterId));
  form.set('Photo', await nativeFile(input.photo), input.photo.name || 'photo');
  try {
    const saved = await uploadCapturePhoto(ctx.upstream, form);
    entryLoader(ctx).clear(saved.entryId).prime(saved.entryId, saved);
    return { entry: toEntryModel(saved), userErrors: [] };
  } catch (error) {
    return refused(refusalOf(error));
  }
};

/** Entries by global id: employees with the feature (field workers only on their walks); null otherwise. */
export const meterCaptureEntryNode = employeeNode('MeterCaptureEntry', FEATURE, (ctx, id) => entryLoader(ctx).load(id), toEntryModel);

/** Walks by global id, with the same rule. */
export const meterCaptureWalkNode: NodeType = {
  type: 'MeterCaptureWalk',
  async load(ctx, key) {
    const parsed = parseWalkKey(key);
    if (parsed === undefined) return null;
    try {
      await requireEmployee(ctx, FEATURE);
    } catch {
      return null;
    }
    return loadWalk(ctx, parsed.book, parsed.walk);
  },
};

export const meterCaptureResolvers: Resolvers = {
  Query: { meterCaptureCycle, meterCaptureBooks, meterCaptureWalks, meterCaptureWalk },
  MeterCaptureWalk: { entries: walkEntries },
  Mutation: { captureMeterReading, uploadMeterCapturePhoto, exportMeterCaptureWalk },
};
