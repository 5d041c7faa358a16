import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import { forbiddenError } from '../../errors.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { isNotFound } from '../../upstream/UpstreamError.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { exportWalk } from './api.ts';
import { parseWalkKey, toWalkModel } from './models.ts';
import { captureText } from './texts.ts';
import { profileLoader } from '../auth/profileLoader.ts';

/**
 * Hands a walk's completed readings to billing (README "Meter-reading capture", `/MeterCapture/Export`).
 * Field workers capture; exporting is the office's step, so they get FORBIDDEN like a missing flag.
 */
export const exportMeterCaptureWalk: ResolverOf<'Mutation', 'exportMeterCaptureWalk'> = async (_, { input }, ctx) => {
  const session = await requireEmployee(ctx, 'captureMeterReadings');
  const profile = await profileLoader(ctx).load(session.data.username);
  if (profile.isFieldWorker === true) throw forbiddenError('Field workers capture readings; the office exports them.');
  const key = fromGlobalId(input.walkId, 'MeterCaptureWalk');
  const parsed = key === undefined ? undefined : parseWalkKey(key);
  const notFound = (): ResolversParentTypes['ExportMeterCaptureWalkPayload'] => ({
    walk: null,
    exportedCount: 0,
    userErrors: [{ field: 'walkId', code: 'NOT_FOUND', message: captureText('walkNotFound', ctx.language) }],
  });
  if (!parsed) return notFound();
  try {
    const { exported, walk } = await exportWalk(ctx.upstream, parsed.book, parsed.walk);
    return { walk: toWalkModel(walk), exportedCount: exported, userErrors: [] };
  } catch (error) {
    if (isNotFound(error)) return notFound();
    throw error;
  }
};
