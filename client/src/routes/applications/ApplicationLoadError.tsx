import { ScreenLoadError } from '../../router/ScreenLoadError';

/**
 * /app/{type}/{id} when the application could not be read (`002 §8` "Error Getting Saved Application
 * Details"): the error in the screen's place, with a way back and a retry that reads it again.
 */
export function ApplicationLoadError() {
  return (
    <ScreenLoadError
      namespace="applications"
      messageKey="details.loadError"
      retryKey="details.retry"
      back={{ to: '/app/0/0', labelKey: 'details.back' }}
      testId="application-load-error"
      retryTestId="application-retry"
    />
  );
}
