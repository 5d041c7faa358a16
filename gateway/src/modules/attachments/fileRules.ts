/**
 * Upload rules of `002 §5` and `§9`, checked before anything reaches the utility API: a file is
 * accepted when its extension is allowed AND its first bytes are those of that kind of file.
 */

/** `002 §5`, `§9`: message attachments under 3 MB, at most 3 per message. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 3_145_728;
export const MAX_MESSAGE_ATTACHMENTS = 3;
export const MESSAGE_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

/** `002 §5`, `§9`: the general application upload limit (4 MB) and its extensions. */
export const APPLICATION_ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;
export const APPLICATION_ATTACHMENT_EXTENSIONS = ['zip', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const;

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

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the file's extension is allowed and its content starts like that kind of file. */
export async function isAllowedFile(file: File, allowed: readonly string[]): Promise<boolean> {
  const extension = extensionOf(file.name);
  const signatures = allowed.includes(extension) ? SIGNATURES[extension] : undefined;
  if (signatures === undefined) return false;
  // Uploads arrive whole in memory (at most 4 MB, security/limits.ts); the multipart File has no slice().
  const head = new Uint8Array(await file.arrayBuffer(), 0, Math.min(file.size, 8));
  return signatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}
