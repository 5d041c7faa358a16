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
