/**
 * What kind of file an upload is, judged by its first bytes (magic numbers), never by the name or
 * type the browser declared: a renamed program is refused wherever files are accepted.
 */

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

const SIGNATURES: Record<string, number[][]> = {
  pdf: [PDF],
  png: [PNG],
  jpg: [JPEG],
  jpeg: [JPEG],
  doc: [OLE],
  xls: [OLE],
  docx: [ZIP],
  xlsx: [ZIP],
  zip: [ZIP, EMPTY_ZIP],
};

/** The lower-cased extension of a file name, or an empty string. */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the file's content starts like one of these kinds (extensions without the dot). */
export async function startsLike(file: Blob, kinds: readonly string[]): Promise<boolean> {
  // Uploads arrive whole in memory (at most 4 MB, security/limits.ts); the multipart File has no slice().
  const head = new Uint8Array(await file.arrayBuffer(), 0, Math.min(file.size, 8));
  return kinds.some((kind) => (SIGNATURES[kind] ?? []).some((signature) => signature.every((byte, index) => head[index] === byte)));
}

/** True when the file's extension is allowed and its content starts like that kind of file. */
export async function isAllowedFile(file: File, allowed: readonly string[]): Promise<boolean> {
  const extension = extensionOf(file.name);
  return allowed.includes(extension) && startsLike(file, [extension]);
}
