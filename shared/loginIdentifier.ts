/*
 * Rules both tiers apply to the same values, kept once: the reference utility API (utility-api/) finds
 * users by them, and the gateway (gateway/) keys its attempt budgets by them, so that a login typed
 * another way is the same login to both.
 */

/** `000 §5`: a login with an at-sign is an e-mail address, anything else a mobile number. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

/**
 * The login as the utility looks its user up: an e-mail address trimmed and in lower case (addresses
 * are matched without regard to case); a mobile number without the spaces and hyphens people type
 * into it (`96-000018`, `9 600 0-01-8` are `96000018`).
 */
export function loginKey(login: string): string {
  const trimmed = login.trim();
  return isEmailLogin(trimmed) ? trimmed.toLowerCase() : trimmed.replace(/[\s-]/g, '');
}
