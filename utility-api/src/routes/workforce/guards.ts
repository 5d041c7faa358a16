/** Error numbers of these calls (README "Store requisitions, schedules and preferences"). */
export const STATUS_NOT_EDITABLE = 210;
export const STATUS_TRANSITION_NOT_ALLOWED = 211;
export const STATUS_INSUFFICIENT_STOCK = 212;
export const STATUS_NO_LINES = 213;
export const STATUS_WAREHOUSE_INVALID = 214;
export const STATUS_SCHEDULE_OVERLAP = 215;
export const STATUS_SCHEDULE_TIMES = 216;

/** The trimmed text, or null when blank. */
export const trimmed = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
