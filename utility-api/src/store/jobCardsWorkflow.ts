/** Steps of a job card's workflow (README "Maintenance"; 002 §4). */
export const JOB_CARD_STEPS = ['registered', 'assigned', 'inProgress', 'completed', 'referred', 'closed'] as const;
export type JobCardStep = (typeof JOB_CARD_STEPS)[number];

/**
 * 002 §4 "a jobcard's workflow employee can be reassigned, and is mandatory when forced": moving to a forced step
 * needs a workflow employee; referring the card needs one other than the current.
 */
export const FORCED_STEPS: readonly JobCardStep[] = ['assigned', 'referred'];

/** The steps a card may move to from each step; closing is its own call, with an outcome. */
export const NEXT_STEPS: Readonly<Record<JobCardStep, readonly JobCardStep[]>> = {
  registered: ['assigned', 'referred'],
  assigned: ['inProgress', 'referred'],
  inProgress: ['completed', 'referred'],
  completed: ['inProgress'],
  referred: ['assigned', 'inProgress'],
  closed: [],
};

/** Steps from which a card can be closed with an outcome. */
export const CLOSABLE_STEPS: readonly JobCardStep[] = ['inProgress', 'completed'];

const OUTCOME_PROBLEM_FOUND = 'PROBLEM_FOUND';

/** Error numbers of the maintenance calls (README "Maintenance"), beside status 1 for "not found". */
export const MAINTENANCE_STATUS = {
  closed: 190,
  activityRequired: 191,
  employeeRequired: 192,
  sameEmployee: 193,
  insufficientStock: 194,
  endBeforeStart: 195,
  stepNotAllowed: 196,
  elementNotFound: 197,
  employeeNotAllowed: 198,
} as const;
export type MaintenanceProblem = keyof typeof MAINTENANCE_STATUS;

export interface StepChange {
  current: JobCardStep;
  currentEmployeeId: number | null;
  to: JobCardStep;
  employeeId: number | null;
}

/**
 * What refuses a step change, or null. The same step again is a reassignment: it needs an employee other than
 * the current one. A forced step needs an employee; Referred needs a different one (002 §4, §5).
 */
export function stepChangeProblem({ current, currentEmployeeId, to, employeeId }: StepChange): MaintenanceProblem | null {
  if (current === 'closed') return 'closed';
  if (to === current) {
    if (employeeId === null) return 'employeeRequired';
    return employeeId === currentEmployeeId ? 'sameEmployee' : null;
  }
  if (!NEXT_STEPS[current].includes(to)) return 'stepNotAllowed';
  if (FORCED_STEPS.includes(to) && employeeId === null) return 'employeeRequired';
  if (to === 'referred' && employeeId === currentEmployeeId) return 'sameEmployee';
  return null;
}

/** 002 §5: selecting the Problem Found outcome requires a maintenance activity. */
export function closeProblem(step: JobCardStep, outcomeCode: string, activityId: number | null): MaintenanceProblem | null {
  if (step === 'closed') return 'closed';
  if (!CLOSABLE_STEPS.includes(step)) return 'stepNotAllowed';
  if (outcomeCode === OUTCOME_PROBLEM_FOUND && activityId === null) return 'activityRequired';
  return null;
}

/** Planned hours between the start and the end, two decimals; null without an end. */
export function plannedHours(startsAt: string, endsAt: string | null): number | null {
  if (endsAt === null) return null;
  return Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 36_000) / 100;
}
