/*
 * Rules both tiers apply to the same values, kept once: the reference utility API (utility-api/) finds
 * users by them, and the gateway (gateway/) keys its attempt budgets by them, so that a login typed
 * another way is the same login to both.
 */

/** `000 §5`: a login with an at-sign is an e-mail address, anything else a mobile number or an id number. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

export type LoginKind = 'email' | 'mobile' | 'idNumber';

/**
 * `001 §5`: an identifier counts as an id number if it is all digits and matches the utility's id-number
 * pattern (settings `customerIdNoRegExpr`). Without a pattern, or with one that does not compile, no
 * identifier is an id number: all-digit logins stay mobile numbers, as they always were. Spaces and
 * hyphens are left out first, as `loginKey` does.
 */
export function loginKind(login: string, idNumberPattern: string | null | undefined): LoginKind {
  const trimmed = login.trim();
  if (isEmailLogin(trimmed)) return 'email';
  const digits = trimmed.replace(/[\s-]/g, '');
  const pattern = idNumberRegExp(idNumberPattern);
  if (pattern === null || !/^\d+$/.test(digits)) return 'mobile';
  return pattern.test(digits) ? 'idNumber' : 'mobile';
}

/** The utility's id-number pattern when it has one that compiles, else null: then nobody signs in by id number. */
function idNumberRegExp(idNumberPattern: string | null | undefined): RegExp | null {
  if (!idNumberPattern) return null;
  try {
    return new RegExp(idNumberPattern);
  } catch {
    return null;
  }
}

/** Whether the utility takes id numbers as logins (`001 §5`), so the login form names them. */
export const acceptsIdNumberLogin = (idNumberPattern: string | null | undefined): boolean => idNumberRegExp(idNumberPattern) !== null;

/**
 * The login as the utility looks its user up: an e-mail address trimmed and in lower case (addresses
 * are matched without regard to case); a mobile number without the spaces and hyphens people type
 * into it (`96-000018`, `9 600 0-01-8` are `96000018`).
 */
export function loginKey(login: string): string {
  const trimmed = login.trim();
  return isEmailLogin(trimmed) ? trimmed.toLowerCase() : trimmed.replace(/[\s-]/g, '');
}
