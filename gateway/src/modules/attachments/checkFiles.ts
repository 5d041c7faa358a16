import { isAllowedFile } from '../../files/fileSignature.ts';
import type { LanguageCode } from '../../request/language.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { attachmentText } from './attachmentTexts.ts';
import {
  APPLICATION_ATTACHMENT_EXTENSIONS,
  APPLICATION_ATTACHMENT_MAX_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_EXTENSIONS,
  MESSAGE_ATTACHMENT_MAX_BYTES,
} from './fileRules.ts';

/**
 * Problems of a message's files (`002 §5`): more than 3 in all, one of 3 MB or more, a type not
 * allowed. All are found before anything is sent upstream, so a refused message stores nothing.
 */
export async function messageFileErrors(
  files: readonly File[],
  keptCount: number,
  language: LanguageCode,
  field: string,
): Promise<UserError[]> {
  if (keptCount + files.length > MAX_MESSAGE_ATTACHMENTS) {
    return [userError('TOO_MANY_FILES', attachmentText('tooManyFiles', language), field)];
  }
  const errors: UserError[] = [];
  for (const file of files) {
    if (file.size >= MESSAGE_ATTACHMENT_MAX_BYTES) {
      errors.push(userError('FILE_TOO_BIG', attachmentText('messageFileTooBig', language), field));
    } else if (!(await isAllowedFile(file, MESSAGE_ATTACHMENT_EXTENSIONS))) {
      errors.push(userError('FILE_TYPE_NOT_ALLOWED', attachmentText('fileTypeNotAllowed', language, { name: file.name }), field));
    }
  }
  return errors;
}

/** Problems of an application document (`002 §5`: 4 MB; zip, pdf, doc, docx, xls, xlsx, jpg, jpeg, png). */
export async function applicationFileErrors(file: File, language: LanguageCode, field: string): Promise<UserError[]> {
  if (file.size > APPLICATION_ATTACHMENT_MAX_BYTES) {
    return [userError('FILE_TOO_BIG', attachmentText('applicationFileTooBig', language), field)];
  }
  if (!(await isAllowedFile(file, APPLICATION_ATTACHMENT_EXTENSIONS))) {
    return [userError('FILE_TYPE_NOT_ALLOWED', attachmentText('fileTypeNotAllowed', language, { name: file.name }), field)];
  }
  return [];
}
