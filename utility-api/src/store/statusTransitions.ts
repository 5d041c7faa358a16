/** Status numbers (002 §4 Record statuses). */
const UNKNOWN = 0;
const NEW = 1;
const IN_PROCESS = 2;
const POSTED = 3;
const CANCELLED = 4;
const READY_FOR_EXPORT = 5;
const EXPORTED = 6;
const DRAFT = 7;
const SUSPENDED = 8;

/**
 * The status changes staff may make (002 §4 leaves "all other allowed transitions" to the project; README
 * "Work queues" documents this table). Cancelled and Exported are final.
 */
const STATUS_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [UNKNOWN]: [NEW],
  [DRAFT]: [NEW, CANCELLED],
  [NEW]: [IN_PROCESS, CANCELLED],
  [IN_PROCESS]: [POSTED, SUSPENDED, CANCELLED],
  [SUSPENDED]: [IN_PROCESS, CANCELLED],
  [POSTED]: [READY_FOR_EXPORT, IN_PROCESS],
  [READY_FOR_EXPORT]: [EXPORTED, POSTED],
  [EXPORTED]: [],
  [CANCELLED]: [],
};

/** The statuses an application may change to; none for a family one, whose status follows its stage. */
export function allowedStatusChanges(from: number, familyStage: string | null): readonly number[] {
  return familyStage === null ? (STATUS_TRANSITIONS[from] ?? []) : [];
}

export function isAllowedTransition(from: number, to: number): boolean {
  return STATUS_TRANSITIONS[from]?.includes(to) ?? false;
}
