/**
 * The verification code of an issued document (docs/applicationFamilies.md) as the utility stores it:
 * 12 Crockford base32 characters, printed in groups of four. People type it from paper in any case,
 * with or without the dashes, and mistake O for 0 and I or L for 1, so every tier reads it this way:
 * the utility to find the document, the gateway to count guesses of the same code together.
 */
export const normalizeVerificationCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
