/** Browser-side checks of message attachments, before anything is sent (002 §5, §9); the gateway checks again by content. */

/** 002 §5: each attachment under 3 MB (3,145,728 bytes), at most 3 per message. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 3_145_728;
export const MAX_MESSAGE_ATTACHMENTS = 3;
/** 002 §5: png, jpeg, pdf, word and excel. */
const MESSAGE_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
/** For the file picker's `accept`: the browser offers only these. */
export const MESSAGE_ATTACHMENT_ACCEPT = MESSAGE_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type FileProblem = 'maximum' | 'tooBig' | 'type';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The problem of one more file for a message that already holds `count`, or null when it may be added. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, count: number): FileProblem | null {
  if (count >= MAX_MESSAGE_ATTACHMENTS) return 'maximum';
  if (file.size >= MESSAGE_ATTACHMENT_MAX_BYTES) return 'tooBig';
  if (!(MESSAGE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  return null;
}
