/**
 * Why a single sign-on failed, as the gateway's callback reports it on `/login?sso=failed&reason=…`
 * (gateway/src/modules/sso/failure.ts, docs/sso.md). Any other value reads as `unknown`.
 */
const SSO_FAILURE_REASONS = [
  'cancelled',
  'state',
  'provider',
  'unknown_account',
  'employees_only',
  'pending',
  'rejected',
  'unavailable',
  'not_configured',
] as const;

export type SsoFailureReason = (typeof SSO_FAILURE_REASONS)[number] | 'unknown';

/** The failure a login URL reports, or undefined when it reports none. */
export function ssoFailureOf(search: URLSearchParams): SsoFailureReason | undefined {
  if (search.get('sso') !== 'failed') return undefined;
  const reason = search.get('reason');
  return SSO_FAILURE_REASONS.find((known) => known === reason) ?? 'unknown';
}
