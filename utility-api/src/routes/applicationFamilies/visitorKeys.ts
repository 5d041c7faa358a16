/**
 * A visitor's resume key (docs/applicationFamilies.md "Visitors"): `<application id>-<43 random URL-safe
 * characters>`. The id lets the gateway count failed attempts per application; the 256 random bits are the
 * secret, kept only as a SHA-256 hash, so a key in a link can neither be guessed nor read back from the database.
 */
import { hashToken, randomToken } from '../../auth/tokenHash.ts';

const KEY = /^(\d{1,12})-([\w-]{43})$/;

/** How long a visitor's draft (stage SAVED) lives after its last change; submitted applications do not expire. */
export const VISITOR_DRAFT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const newVisitorKey = (applicationId: number): string => `${applicationId}-${randomToken()}`;

export const hashVisitorKey = (key: string): string => hashToken(key.trim());

/** The application a well-formed key names, else null (a malformed key names none). */
export function keyApplicationId(key: string): number | null {
  const match = KEY.exec(key.trim());
  return match ? Number(match[1]) : null;
}

/** The moment a draft last changed at `updatedOn` stops being offered. */
export const draftExpiresAt = (updatedOn: string): string => new Date(new Date(updatedOn).getTime() + VISITOR_DRAFT_DAYS * DAY_MS).toISOString();
