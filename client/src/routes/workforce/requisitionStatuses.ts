/** Store requisition statuses in their order (utility-api README "Store requisitions, schedules and preferences"). */
export const REQUISITION_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'ISSUED', 'REJECTED', 'CANCELLED'] as const;

/** Badge colours per status: text and background pairs with at least 4.5:1 contrast. */
export const STATUS_TONES: Record<string, string> = {
  DRAFT: 'bg-gray-100 text-gray-800',
  SUBMITTED: 'bg-blue-100 text-blue-900',
  APPROVED: 'bg-amber-100 text-amber-900',
  ISSUED: 'bg-green-100 text-green-900',
  REJECTED: 'bg-red-100 text-red-900',
  CANCELLED: 'bg-gray-200 text-gray-800',
};
