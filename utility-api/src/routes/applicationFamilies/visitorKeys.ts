/** Resume keys of visitors' applications (shared/applicationForms/visitorKey.ts): made here, kept only as SHA-256 hashes. */
import { hashToken, randomToken } from '../../auth/tokenHash.ts';
import { VISITOR_DRAFT_DAYS } from '../../../../shared/applicationForms/visitorKey.ts';

export { VISITOR_DRAFT_DAYS, visitorKeyApplicationId as keyApplicationId } from '../../../../shared/applicationForms/visitorKey.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const newVisitorKey = (applicationId: number): string => `${applicationId}-${randomToken()}`;

export const hashVisitorKey = (key: string): string => hashToken(key.trim());

/** The moment a draft last changed at `updatedOn` stops being offered. */
export const draftExpiresAt = (updatedOn: string): string => new Date(new Date(updatedOn).getTime() + VISITOR_DRAFT_DAYS * DAY_MS).toISOString();
