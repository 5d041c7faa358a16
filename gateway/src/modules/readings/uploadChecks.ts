/**
 * Reading photos and half-hour sheets may be at most 4 MB (`002 §9` electricity form upload), counted
 * as 4,000,000 bytes like the registration upload of the same section; the multipart parser's own
 * cut-off (`security/limits.ts`, 4 MiB) stops anything far larger while it streams.
 */
export const READINGS_UPLOAD_MAX_BYTES = 4_000_000;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** An .xlsx workbook is a ZIP archive. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

async function startsWith(file: Blob, signature: readonly number[]): Promise<boolean> {
  // Uploads arrive whole in memory (security/limits.ts); the multipart File has no slice().
  const head = new Uint8Array(await file.arrayBuffer(), 0, Math.min(file.size, signature.length));
  return signature.every((byte, index) => head[index] === byte);
}

/** A photo is judged by its content signature (magic bytes), never by its name or declared type. */
export async function isPhoto(file: Blob): Promise<boolean> {
  return (await startsWith(file, JPEG)) || (await startsWith(file, PNG));
}

export async function isXlsxWorkbook(file: Blob): Promise<boolean> {
  return startsWith(file, ZIP);
}
