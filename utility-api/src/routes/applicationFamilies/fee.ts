/**
 * The fee of a family application as /Payment/Create takes it (README "Application families", Fee): due
 * while the application awaits payment, or — when the family's fee is not due before issue — once it is
 * approved or issued, until paid. The amount is the family's fee, no other.
 */
import { feePayableNow } from '../../../../shared/applicationForms/stages.ts';
import type { Language } from '../../domain/constants.ts';
import type { FamilyRegistry } from '../../families/registry.ts';
import { STATUS_FAILED, STATUS_INVALID_REQUEST } from '../../http/envelope.ts';
import type { Store } from '../../store/store.ts';
import { STATUS_NOTHING_DUE } from '../payments/paymentRules.ts';
import type { UserRow } from '../../store/users.ts';
import { familyTextIn } from './texts.ts';

export type FeeDue = { amountCents: number } | { status: number; refusal: string };

/**
 * The fee `user` may pay now on application `applicationId` for `amountCents`, or why not (in `language`):
 * status 1 for another's application, 41 (nothing due) when no fee is due or it is paid already, 2 for another amount.
 */
export function familyFeeDue(store: Store, registry: FamilyRegistry, user: UserRow | null, applicationId: number, amountCents: number, language: Language): FeeDue {
  const notDue = { status: STATUS_NOTHING_DUE, refusal: familyTextIn(language, 'feeNotDue') };
  const application = user === null ? undefined : store.familyApplications.find(applicationId);
  if (application === undefined || application.userId !== user?.id) return { status: STATUS_FAILED, refusal: familyTextIn(language, 'applicationNotFound') };
  const fee = registry.localized(application.code, language)?.fee;
  if (!fee) return notDue;
  if (application.paidOn !== null) return { status: STATUS_NOTHING_DUE, refusal: familyTextIn(language, 'feeAlreadyPaid') };
  if (!feePayableNow(application.stage, { hasFee: true, payBeforeIssue: fee.payBeforeIssue }, false)) return notDue;
  const feeCents = Math.round(Number(fee.amount) * 100);
  return amountCents === feeCents ? { amountCents: feeCents } : { status: STATUS_INVALID_REQUEST, refusal: familyTextIn(language, 'feeAmount', { amount: fee.amount, currency: fee.currency }) };
}

/** The receipt number of a completed online payment (its row id): what the applicant quotes. */
export const receiptNumberOf = (paymentRowId: number): string => `OP-${String(paymentRowId).padStart(8, '0')}`;
