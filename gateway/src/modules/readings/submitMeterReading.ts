import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { requireUser } from '../../context.ts';
import { nativeFile } from '../attachments/nativeFile.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { submitReading } from './api.ts';
import { toMeterModel, toReadingModel } from './models.ts';
import { refusalOf } from './readingErrors.ts';
import { readingText } from './readingTexts.ts';
import { READINGS_UPLOAD_MAX_BYTES, isPhoto } from './uploadChecks.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { meterLoader } from './meterLoader.ts';

const refused = (userErrors: UserError[]): ResolversParentTypes['SubmitMeterReadingPayload'] => ({ reading: null, meter: null, userErrors });

/**
 * A customer reading (`000 §2` /app/readings). The photo is checked here first (size, then content
 * signature) so a wrong file never reaches the utility; the rules of `002 §5` are checked against the
 * meter's latest reading, and the utility checks them again (and the `customerMeterReadings` setting).
 */
export const submitMeterReading: ResolverOf<'Mutation', 'submitMeterReading'> = async (
  _,
  { input },
  ctx,
) => {
  requireUser(ctx);
  const photo = input.photo && input.photo.size > 0 ? input.photo : null;
  if (photo && photo.size > READINGS_UPLOAD_MAX_BYTES) return refused([userError('FILE_TOO_BIG', readingText('photoTooBig', ctx.language), 'photo')]);
  if (photo && !(await isPhoto(photo))) return refused([userError('FILE_TYPE_NOT_ALLOWED', readingText('photoType', ctx.language), 'photo')]);

  const meterId = Number(fromGlobalId(input.meterId, 'Meter'));
  const loaded = Number.isSafeInteger(meterId) ? await meterLoader(ctx).load(meterId) : null;
  if (!loaded) return refused([userError('NOT_FOUND', readingText('notFound', ctx.language), 'meterId')]);
  const meter = toMeterModel(loaded.item);
  if (!Number.isInteger(input.reading) || input.reading < 0 || input.reading > meter.maxReading) {
    return refused([userError('READING_OUT_OF_RANGE', readingText('outOfRange', ctx.language, { max: meter.maxReading }), 'reading')]);
  }
  const previous = loaded.latestReading?.reading;
  if (previous !== undefined && input.reading < previous && !input.clockedOver) {
    return refused([userError('READING_BELOW_PREVIOUS', readingText('belowPrevious', ctx.language, { previous }), 'reading')]);
  }

  const form = new FormData();
  form.set('MeterId', String(meterId));
  form.set('Reading', String(input.reading));
  form.set('ClockedOver', input.clockedOver ? 'true' : 'false');
  if (input.comment?.trim()) form.set('Comment', input.comment.trim());
  if (photo) form.set('Photo', await nativeFile(photo), photo.name || 'photo');
  try {
    const reading = await submitReading(ctx.upstream, form);
    // The meter's latest reading changed: the next read of `latestReading` asks again.
    meterLoader(ctx).clear(meterId);
    return { reading: toReadingModel(reading), meter, userErrors: [] };
  } catch (error) {
    return refused([refusalOf(error, 'photo')]);
  }
};
