/**
 * Upload checks of `002 §5` (Messages and attachments): a file is accepted only when its extension is
 * allowed AND its first bytes are those of that kind of file, so a renamed program is refused.
 */

/** `002 §5`, `§9`: each message attachment under 3 MB, at most 3 per message. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 3_145_728;
export const MAX_MESSAGE_ATTACHMENTS = 3;
export const MESSAGE_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

/** `002 §5`, `§9`: the general application upload limit, 4 MB, and its extensions. */
export const APPLICATION_ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;
export const APPLICATION_ATTACHMENT_EXTENSIONS = ['zip', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc and .xls (Compound File)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx, .xlsx and .zip (Office Open XML is a zip)
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

const KINDS: Record<string, { signatures: number[][]; contentType: string }> = {
  pdf: { signatures: [PDF], contentType: 'application/pdf' },
  png: { signatures: [PNG], contentType: 'image/png' },
  jpg: { signatures: [JPEG], contentType: 'image/jpeg' },
  jpeg: { signatures: [JPEG], contentType: 'image/jpeg' },
  doc: { signatures: [OLE], contentType: 'application/msword' },
  xls: { signatures: [OLE], contentType: 'application/vnd.ms-excel' },
  docx: { signatures: [ZIP], contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { signatures: [ZIP], contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  zip: { signatures: [ZIP, EMPTY_ZIP], contentType: 'application/zip' },
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function startsWith(content: Uint8Array, signature: number[]): boolean {
  return content.length >= signature.length && signature.every((byte, index) => content[index] === byte);
}

/** The content type of the first of `kinds` (extensions) the content starts like, whatever the file is called. */
export function contentTypeOf(content: Uint8Array, kinds: readonly string[]): string | null {
  for (const kind of kinds) {
    const known = KINDS[kind];
    if (known?.signatures.some((signature) => startsWith(content, signature))) return known.contentType;
  }
  return null;
}

/** The content type to store for an allowed file, or null when its extension or its content is not allowed. */
export function acceptedContentType(fileName: string, content: Uint8Array, allowed: readonly string[]): string | null {
  const extension = extensionOf(fileName);
  return allowed.includes(extension) ? contentTypeOf(content, [extension]) : null;
}
