/**
 * A visitor's resume key (docs/applicationFamilies.md "Visitors"): `<application id>-<43 URL-safe random
 * characters>` (256 bits). The utility keeps only the key's hash; the gateway reads the id to count failed
 * attempts per application.
 */
const KEY = /^(\d{1,12})-([\w-]{43})$/;

/** How long a visitor's draft (stage SAVED) lives after its last change; submitted applications do not expire. */
export const VISITOR_DRAFT_DAYS = 30;

/** The application a well-formed key names, else null (a malformed key names none). */
export function visitorKeyApplicationId(key: string): number | null {
  const match = KEY.exec(key.trim());
  return match ? Number(match[1]) : null;
}
