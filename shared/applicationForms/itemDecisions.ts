/**
 * Items an employee decides on one by one (a group with `employeeValidation`, ./definition.ts: the plots
 * of a drilling application): each is validated, or refused with a reason, before the application may be
 * approved. The reference utility API enforces it; the client offers APPROVE only when it holds.
 */
import { groupItems } from './validate.ts';
import type { FieldValues } from './definition.ts';

/** What of a family the decisions read: its groups (any tier's copy of the definition has them). */
interface FamilyGroups {
  steps: readonly { groups: readonly { id: string; employeeValidation?: boolean }[] }[];
}

export const ITEM_DECISIONS = ['VALIDATED', 'REFUSED'] as const;
export type ItemDecisionKind = (typeof ITEM_DECISIONS)[number];

export interface ItemDecision {
  /** `<group>.<i>`. */
  item: string;
  decision: ItemDecisionKind;
  /** Why it was refused; null when validated. */
  reason: string | null;
}

/** `<group>.<i>` of every item of the groups that need an employee's decision. */
export function itemsToValidate(family: FamilyGroups, values: FieldValues): string[] {
  return family.steps
    .flatMap((step) => step.groups)
    .filter((group) => group.employeeValidation === true)
    .flatMap((group) => groupItems(values, group.id).map((index) => `${group.id}.${index}`));
}

/** The items not yet validated (undecided or refused): APPROVE waits for none. */
export function itemsNotValidated(family: FamilyGroups, values: FieldValues, decisions: readonly ItemDecision[]): string[] {
  const validated = new Set(decisions.filter((decision) => decision.decision === 'VALIDATED').map((decision) => decision.item));
  return itemsToValidate(family, values).filter((item) => !validated.has(item));
}
