/**
 * The debt-management rules of 002 §5, as pure functions: "IBAN must be valid and a bank chosen", "a payment
 * phone number is 10 to 15 digits", "a balance amount must be valid". The routes answer their failures as
 * status 1 with a localized text; the client checks the same rules as the user types (its own copy in
 * client/src/routes/debtManagement/rules.ts). The IBAN and payment phone rules are shared/iban.ts and
 * shared/paymentPhone.ts, which the client uses too.
 */

export type AmountProblem = 'notPositive' | 'decimals' | 'aboveBalance';

/** An amount in cents when it has at most two decimals; null otherwise. */
export function toCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Number.isFinite(amount) && Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

/** 002 §5 "a balance amount must be valid": more than zero, two decimals at most, not above what is owed. */
export function amountProblem(amount: number, balanceCents: number | null = null): AmountProblem | null {
  const cents = toCents(amount);
  if (cents === null) return 'decimals';
  if (cents <= 0) return 'notPositive';
  if (balanceCents !== null && cents > balanceCents) return 'aboveBalance';
  return null;
}
