import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { toMoney } from '../billing/money.ts';
import { PAYMENT_TYPE_NUMBERS, type PaymentTypeName, getPaymentStatus } from './api.ts';

const OUTCOMES = { created: 'PENDING', completed: 'COMPLETED', rejected: 'REJECTED' } as const;
const TYPE_NAMES = Object.fromEntries(Object.entries(PAYMENT_TYPE_NUMBERS).map(([name, number]) => [number, name])) as Record<number, PaymentTypeName>;
/** Payment ids of the provider are 32 hex digits; anything else cannot be one. */
const PAYMENT_ID = /^[0-9a-f]{32}$/;

/**
 * The outcome of the payment the browser returned from. The return URL's `paymentId` proves nothing:
 * the outcome comes from the utility (`/Payment/GetStatus`), so a forged return shows nothing paid.
 */
export const paymentResult: ResolverOf<'Query', 'paymentResult'> = async (_, { paymentId }, ctx) => {
  if (!PAYMENT_ID.test(paymentId)) return null;
  const status = await getPaymentStatus(ctx.upstream, paymentId);
  if (!status) return null;
  return {
    paymentId: status.paymentId,
    outcome: OUTCOMES[status.status],
    paymentType: TYPE_NAMES[status.paymentType] ?? 'OTHER_SALES',
    amount: await toMoney(ctx, status.amount),
    accountNumber: status.accountNumber,
  };
};
