/**
 * Upload rules of `002 §5` and `§9`, checked before anything reaches the utility API; a file's kind
 * is judged by its content (`files/fileSignature.ts`).
 */

/** `002 §5`, `§9`: message attachments under 3 MB, at most 3 per message. */
export const MESSAGE_ATTACHMENT_MAX_BYTES = 3_145_728;
export const MAX_MESSAGE_ATTACHMENTS = 3;
export const MESSAGE_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;

/** `002 §5`, `§9`: the general application upload limit (4 MB) and its extensions. */
export const APPLICATION_ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;
export const APPLICATION_ATTACHMENT_EXTENSIONS = ['zip', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const;
