import type { BadgeTone } from '../components/Badge';

/** The record statuses of 002 §4, in the utility's order, for the status filter. */
export const APPLICATION_STATUSES = ['NEW', 'IN_PROCESS', 'POSTED', 'CANCELLED', 'READY_FOR_EXPORT', 'EXPORTED', 'DRAFT', 'SUSPENDED', 'UNKNOWN'] as const;

/** The schema's `ApplicationStatus`. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Badge colours by status: waiting ones amber, finished ones green, stopped ones grey. */
export const APPLICATION_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  NEW: 'info',
  IN_PROCESS: 'warning',
  POSTED: 'success',
  READY_FOR_EXPORT: 'success',
  EXPORTED: 'success',
  DRAFT: 'neutral',
  CANCELLED: 'neutral',
  SUSPENDED: 'danger',
  UNKNOWN: 'neutral',
};
