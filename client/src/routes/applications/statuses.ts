import type { ApplicationStatus } from './__generated__/ApplicationListPaginationQuery.graphql';

/** The record statuses of 002 §4, in the utility's order, for the status filter. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'NEW',
  'IN_PROCESS',
  'POSTED',
  'CANCELLED',
  'READY_FOR_EXPORT',
  'EXPORTED',
  'DRAFT',
  'SUSPENDED',
  'UNKNOWN',
];

/** Badge colours by status: waiting ones amber, finished ones green, stopped ones grey. */
export const STATUS_TONE: Record<string, string> = {
  NEW: 'bg-sky-100 text-sky-900',
  IN_PROCESS: 'bg-amber-100 text-amber-900',
  POSTED: 'bg-green-100 text-green-900',
  READY_FOR_EXPORT: 'bg-green-100 text-green-900',
  EXPORTED: 'bg-green-100 text-green-900',
  DRAFT: 'bg-gray-100 text-gray-800',
  CANCELLED: 'bg-gray-100 text-gray-800',
  SUSPENDED: 'bg-red-100 text-red-900',
  UNKNOWN: 'bg-gray-100 text-gray-800',
};
