/**
 * The life of a family application (`002 §4`: saved, then reviewed, then submitted; a payment must be
 * made before some applications can be issued), kept once: the reference utility API enforces it, the
 * gateway exposes it, the client offers only the actions it allows.
 */

export const APPLICATION_STAGES = [
  'SAVED',
  'SUBMITTED',
  'CHANGES_REQUESTED',
  'APPROVED',
  'AWAITING_PAYMENT',
  'PAID',
  'ISSUED',
  'REJECTED',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const EMPLOYEE_ACTIONS = ['REQUEST_CHANGES', 'APPROVE', 'REQUEST_PAYMENT', 'ISSUE', 'REJECT'] as const;
export type EmployeeAction = (typeof EMPLOYEE_ACTIONS)[number];
/** The applicant's SUBMIT, an employee's decision, or the payment of the fee. */
export type StageAction = 'SUBMIT' | EmployeeAction | 'PAY';

/** Actions that need a comment: it is sent to the applicant as a message. */
export const COMMENTED_ACTIONS: ReadonlySet<StageAction> = new Set(['REQUEST_CHANGES', 'REJECT']);

/** Stages in which the applicant may still change values and documents. */
export const EDITABLE_STAGES: ReadonlySet<ApplicationStage> = new Set(['SAVED', 'CHANGES_REQUESTED']);

interface FeeTerms {
  /** The family has a fee. */
  hasFee: boolean;
  /** The fee is due before the document is issued. */
  payBeforeIssue: boolean;
}

/** The stage an action leads to from a stage, or null when the action is not allowed there. */
export function nextStage(stage: ApplicationStage, action: StageAction, fee: FeeTerms): ApplicationStage | null {
  switch (action) {
    case 'SUBMIT':
      return EDITABLE_STAGES.has(stage) ? 'SUBMITTED' : null;
    case 'REQUEST_CHANGES':
      return stage === 'SUBMITTED' ? 'CHANGES_REQUESTED' : null;
    case 'APPROVE':
      return stage === 'SUBMITTED' ? 'APPROVED' : null;
    case 'REQUEST_PAYMENT':
      return stage === 'APPROVED' && fee.hasFee ? 'AWAITING_PAYMENT' : null;
    case 'PAY':
      return stage === 'AWAITING_PAYMENT' ? 'PAID' : null;
    case 'ISSUE':
      return stage === 'PAID' || (stage === 'APPROVED' && !(fee.hasFee && fee.payBeforeIssue)) ? 'ISSUED' : null;
    case 'REJECT':
      return stage === 'SUBMITTED' || stage === 'APPROVED' || stage === 'AWAITING_PAYMENT' ? 'REJECTED' : null;
  }
}

/** Stages from which a fee not due before issue may be paid, until it is: approved, or issued already. */
const LATER_FEE_STAGES: ReadonlySet<ApplicationStage> = new Set(['APPROVED', 'ISSUED']);

/**
 * Whether the applicant may pay the fee now: while the utility awaits it (AWAITING_PAYMENT), or, for a fee
 * not due before issue, once the application is approved or issued — until it is paid.
 */
export function feePayableNow(stage: ApplicationStage, fee: FeeTerms, paid: boolean): boolean {
  if (!fee.hasFee || paid) return false;
  return stage === 'AWAITING_PAYMENT' || (!fee.payBeforeIssue && LATER_FEE_STAGES.has(stage));
}

/** The employee actions allowed in a stage, in the order a reviewer meets them. */
export const employeeActions = (stage: ApplicationStage, fee: FeeTerms): EmployeeAction[] =>
  EMPLOYEE_ACTIONS.filter((action) => nextStage(stage, action, fee) !== null);

/** The application record status (`002 §4`) a stage is listed under: Draft, New, In Process, Posted, Cancelled. */
export const RECORD_STATUS_OF_STAGE: Readonly<Record<ApplicationStage, 'DRAFT' | 'NEW' | 'IN_PROCESS' | 'POSTED' | 'CANCELLED'>> = {
  SAVED: 'DRAFT',
  CHANGES_REQUESTED: 'DRAFT',
  SUBMITTED: 'NEW',
  APPROVED: 'IN_PROCESS',
  AWAITING_PAYMENT: 'IN_PROCESS',
  PAID: 'IN_PROCESS',
  ISSUED: 'POSTED',
  REJECTED: 'CANCELLED',
};
