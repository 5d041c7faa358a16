/**
 * The debt-management input rules of 002 §5 as the user types (the utility checks them again, see
 * utility-api/src/store/debtManagementRules.ts): "a balance amount must be valid" (money with two decimals).
 * The IBAN and payment phone rules are shared/iban.ts and shared/paymentPhone.ts.
 */

export type AmountProblem = 'format' | 'notPositive' | 'aboveBalance';

/** A typed amount ("12", "12.5", "12,50") in cents, or null when it is not a number with two decimals at most. */
export function parseAmountCents(typed: string): number | null {
  const value = typed.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The decimal string of cents with two decimals ("12.50"), as the gateway takes money. */
export const centsToDecimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** 002 §5 "a balance amount must be valid": a number with two decimals at most, above zero, not above the balance. */
export function amountProblem(typed: string, balanceCents: number | null = null): AmountProblem | null {
  const cents = parseAmountCents(typed);
  if (cents === null) return 'format';
  if (cents <= 0) return 'notPositive';
  if (balanceCents !== null && cents > balanceCents) return 'aboveBalance';
  return null;
}

/** A typed amount shown back with two decimals once the field is left ("12,5" → "12.50"); unchanged when not valid. */
export function normaliseAmount(typed: string): string {
  const cents = parseAmountCents(typed);
  return cents === null ? typed : centsToDecimal(cents);
}
