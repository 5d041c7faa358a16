import { startsLike } from '../../files/fileSignature.ts';

/**
 * Reading photos and half-hour sheets may be at most 4 MB (`002 §9` electricity form upload), counted
 * as 4,000,000 bytes like the registration upload of the same section; the multipart parser's own
 * cut-off (`security/limits.ts`, 4 MiB) stops anything far larger while it streams.
 */
export const READINGS_UPLOAD_MAX_BYTES = 4_000_000;

/** A photo is judged by its content signature (magic bytes), never by its name or declared type. */
export function isPhoto(file: Blob): Promise<boolean> {
  return startsLike(file, ['jpg', 'png']);
}

/** An .xlsx workbook is a ZIP archive. */
export function isXlsxWorkbook(file: Blob): Promise<boolean> {
  return startsLike(file, ['xlsx']);
}
