import { contentTypeOf } from '../../store/fileSignature.ts';

/** Error numbers of the readings calls (README "Readings and consumption"). */
export const STATUS_READINGS_DISABLED = 70;
export const STATUS_READING_BELOW_PREVIOUS = 71;
export const STATUS_READING_OUT_OF_RANGE = 72;
export const STATUS_FILE_TYPE_NOT_ALLOWED = 73;
export const STATUS_FILE_TOO_LARGE = 74;
export const STATUS_HALF_HOUR_DISABLED = 75;
/** The sheet holds more rows or content than a filled half-hour template (`workbook/limits.ts`). */
export const STATUS_SHEET_TOO_LARGE = 76;

/** A reading photo or a half-hour sheet may be at most 4 MB (`002 §9` electricity form upload: 4,000,000 bytes). */
export const MAX_UPLOAD_BYTES = 4_000_000;

/** Consumption history the chart asks for: the past two years (`002 §9`), at most three. */
export const DEFAULT_CONSUMPTION_MONTHS = 24;
export const MAX_CONSUMPTION_MONTHS = 36;

/** Half-hour periods of a day: 1 is 00:00–00:30, 48 is 23:30–24:00. */
export const HALF_HOURS_PER_DAY = 48;

/**
 * Consumption of a new reading (`002 §5`): never below the previous reading unless the meter clocked
 * over, in which case the dials rolled past all nines back to zero once.
 */
export function consumptionOf(
  reading: number,
  previous: number | null,
  dials: number,
  clockedOver: boolean,
): { consumption: number; clockedOver: boolean } | 'belowPrevious' {
  if (previous === null || reading >= previous) return { consumption: previous === null ? 0 : reading - previous, clockedOver: false };
  if (!clockedOver) return 'belowPrevious';
  return { consumption: 10 ** dials - previous + reading, clockedOver: true };
}

/** The image type by content signature (magic bytes), never by the file name; undefined for anything else. */
export function photoTypeOf(content: Buffer): string | undefined {
  return contentTypeOf(content, ['jpg', 'png']) ?? undefined;
}

/** An .xlsx workbook is a ZIP archive: it starts with `PK\x03\x04`. */
export function isXlsx(content: Buffer): boolean {
  return contentTypeOf(content, ['xlsx']) !== null;
}
