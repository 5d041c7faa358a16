import type { TFunction } from '../../../i18n/i18n';
import { NetworkError, requestFailureText } from '../../../relay/errors';

/** 000 §8 activation result index, as the gateway names it, to the portal's message keys. */
const FAILURE_KEYS: Record<string, string> = {
  ERROR: 'activate.errors.generic',
  INVALID_OTP_CODE: 'activate.errors.invalidCode',
  EXPIRED_OTP_CODE: 'activate.errors.expiredCode',
  INVALID_LINK: 'activate.errors.invalidLink',
  EXPIRED_LINK: 'activate.errors.expiredLink',
};

export function activationFailureKey(result: string | null | undefined): string {
  return FAILURE_KEYS[result ?? 'ERROR'] ?? FAILURE_KEYS.ERROR!;
}

/**
 * 000 §8: an HTTP error of the activation page names the status code ("the API responded with code …"),
 * with the note to contact support when it is the page's status line rather than a notification.
 */
export function activationRequestFailure(error: Error, t: TFunction, { supportNote = false } = {}): string {
  if (error instanceof NetworkError && !error.status) return t('activate.errors.network');
  const text = requestFailureText(error, t);
  return supportNote ? `${text} ${t('common:notifications.persistSuffix')}` : text;
}
