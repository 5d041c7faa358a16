/** Rules of online payments through the sandbox card provider (utility-api/README.md, Payments). */

/** 000 §3 and §9 payment types: 1 bill, 2 applications, 3 fees, 4 other sales. */
export const PAYMENT_TYPES = { bill: 1, applications: 2, fees: 3, otherSales: 4 } as const;
export const PAYMENT_TYPE_VALUES: number[] = Object.values(PAYMENT_TYPES);

/**
 * The sandbox's two card providers (000 §2 "card provider, another card provider"): each has its hosted page;
 * the utility settings' `cardPaymentProviders` say which are offered (without the setting, the first).
 */
export const CARD_PROVIDERS = [1, 2];

/** 000 §9, 002 §9: online payments are accepted within 15 days after the invoice date. */
const ONLINE_PAYMENT_DAYS = 15;

/** Sandbox test cards: the first is charged, the second is declined by the "bank" (002 §8 'Transaction rejected'). */
export const TEST_CARD_APPROVED = '4242424242424242';
export const TEST_CARD_REJECTED = '4000000000000002';

/** Envelope statuses of payment refusals, beside those of README Error numbers. */
export const STATUS_PAYMENT_WINDOW_CLOSED = 40;
export const STATUS_NOTHING_DUE = 41;
export const STATUS_IDEMPOTENCY_CONFLICT = 42;

export type OnlinePaymentStatus = 'created' | 'completed' | 'rejected';

/** Last day (inclusive) a bill issued on `issueDate` can be paid online. */
export function lastOnlinePaymentDay(issueDate: string): string {
  const date = new Date(`${issueDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ONLINE_PAYMENT_DAYS);
  return date.toISOString().slice(0, 10);
}

/** Shows a holder's name without leaking it: "Maria Georgiou" → "M**** G*******". */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part.slice(0, 1)}${'*'.repeat(Math.max(part.length - 1, 1))}`)
    .join(' ');
}
