import { phoneProblem } from '../../../../shared/phoneRules';

/** The utility's own mobile rule (settings customerMobileNoPrefix and customerMobileNoRegExpr, 002 §3, §5). */
export interface MobileRule {
  readonly prefix: string | null | undefined;
  readonly regExpr: string | null | undefined;
}

/**
 * 002 §5: CellTelNo follows the phone rules (001 §5) and, with the utility's own dial code, its pattern.
 * Checked at once on Next rather than after the phone input's debounce.
 */
export function isValidCellPhone(dialCode: string, number: string, rule: MobileRule): boolean {
  const digits = number.trim();
  if (phoneProblem(dialCode, digits) !== null) return false;
  if (!rule.regExpr || dialCode !== rule.prefix) return true;
  try {
    return new RegExp(rule.regExpr).test(digits);
  } catch {
    return true;
  }
}
