import { ScreenLoadError } from '../../router/ScreenLoadError';

/**
 * /attachments when the list of uploaded documents could not be read (`002 §8` "Error Getting Uploaded
 * Attachments List"): the error in the screen's place with a retry that reads it again.
 */
export function AttachmentsLoadError() {
  return <ScreenLoadError namespace="attachments" messageKey="list.loadError" retryKey="list.retry" testId="attachments-load-error" retryTestId="attachments-retry" />;
}
