import type { BadgeTone } from '../../components/Badge';

/** Store requisition statuses in their order (utility-api README "Store requisitions, schedules and preferences"). */
export const REQUISITION_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'ISSUED', 'REJECTED', 'CANCELLED'] as const;

/** Badge colours per status. */
export const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  DRAFT: 'neutral',
  SUBMITTED: 'accent',
  APPROVED: 'warning',
  ISSUED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'muted',
};
