import type { FileDownload } from '../../files/fileDownload.ts';
import { UpstreamError } from '../../upstream/UpstreamError.ts';

/** `/files/reading-photo/<readingId>`: the photo of `MeterReading.photoUrl`. */
export const READING_PHOTO_KIND = 'reading-photo';

/** Streams `/MeterReading/GetPhoto`; another customer's reading or one without photo answers 404. */
export const readingPhotoDownload: FileDownload = {
  kind: READING_PHOTO_KIND,
  async fetch(ctx, key) {
    const readingId = Number(key);
    if (ctx.session === undefined || !Number.isSafeInteger(readingId)) return null;
    try {
      const response = await ctx.upstream.download('/MeterReading/GetPhoto', { Value: readingId });
      return (response.headers.get('content-type') ?? '').startsWith('image/') ? response : null;
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'rejected') return null;
      throw error;
    }
  },
};
