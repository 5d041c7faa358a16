/**
 * Why a single sign-on did not sign anyone in; the login page shows a localized message for each
 * (`/login?sso=failed&reason=…`, docs/sso.md).
 */
export type SsoFailure =
  /** The user cancelled or refused at the provider. */
  | 'cancelled'
  /** Missing, expired or mismatching sign-in state: a stale tab, a replayed or forged callback. */
  | 'state'
  /** The provider's answer failed the checks (code, ID token signature, issuer, audience, nonce, expiry). */
  | 'provider'
  /** The identity has no portal account at the utility. */
  | 'unknown_account'
  /** The identity belongs to a customer: single sign-on is for employees. */
  | 'employees_only'
  /** The utility is still fetching the account from the external directory (profile status 2, `002 §4`). */
  | 'pending'
  /** The utility refused the sign-in for another reason (account not activated, token refused). */
  | 'rejected'
  /** The provider or the utility could not be reached. */
  | 'unavailable'
  /** Single sign-on is not configured on this portal. */
  | 'not_configured';

/** The login page that explains a failure. */
export function failureLocation(reason: SsoFailure): string {
  return `/login?sso=failed&reason=${reason}`;
}

/** A single sign-on that stops: the reason the login page explains, and details for the log. */
export class SignOnFailed extends Error {
  readonly reason: SsoFailure;
  constructor(reason: SsoFailure, detail: string) {
    super(detail);
    this.name = 'SignOnFailed';
    this.reason = reason;
  }
}
