import type { TFunction } from '../../i18n/i18n';

/** The client's own text for a mutation's user error code (STYLE: the client maps codes to its texts). */
export function userErrorText(t: TFunction, error: { code: string; message: string }): string {
  switch (error.code) {
    case 'NO_MESSAGE':
      return t('form.noMessage');
    case 'TOO_MANY_FILES':
      return t('files.maximum', { max: 3 });
    case 'FILE_TOO_BIG':
      return t('files.tooBig');
    case 'FILE_TYPE_NOT_ALLOWED':
      return error.message;
    case 'ATTACHMENTS_FAILED':
      return t('form.cannotAddAttachments');
    case 'NOT_EDITABLE':
      return t('edit.notEditable');
    default:
      return t('form.cannotAddMessage');
  }
}
