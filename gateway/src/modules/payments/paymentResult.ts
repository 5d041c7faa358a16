import type { PaymentResult } from '../../__generated__/resolvers.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { readFamilyApplication } from '../applicationFamilies/familyDetails.ts';
import { toMoney, type MoneyValue } from '../billing/money.ts';
import { PAYMENT_TYPE_NUMBERS, type PaymentTypeName, getPaymentStatus } from './api.ts';

const OUTCOMES = { created: 'PENDING', completed: 'COMPLETED', rejected: 'REJECTED' } as const;
const TYPE_NAMES = Object.fromEntries(Object.entries(PAYMENT_TYPE_NUMBERS).map(([name, number]) => [number, name])) as Record<number, PaymentTypeName>;
/** Payment ids of the provider are 32 hex digits; anything else cannot be one. */
const PAYMENT_ID = /^[0-9a-f]{32}$/;

/** `PaymentResult` as its resolvers receive it (`gateway/codegen.json`, mappers): the application by id, read when asked. */
export interface PaymentResultModel extends Omit<PaymentResult, 'application' | 'receiptNumber' | 'amount'> {
  amount: MoneyValue;
  portalApplicationId: number | null;
}

/**
 * The outcome of the payment the browser returned from. The return URL's `paymentId` proves nothing:
 * the outcome comes from the utility (`/Payment/GetStatus`), so a forged return shows nothing paid.
 */
const paymentResult: ResolverOf<'Query', 'paymentResult'> = async (_, { paymentId }, ctx) => {
  if (!PAYMENT_ID.test(paymentId)) return null;
  const status = await getPaymentStatus(ctx.upstream, paymentId);
  if (!status) return null;
  return {
    paymentId: status.paymentId,
    outcome: OUTCOMES[status.status],
    paymentType: TYPE_NAMES[status.paymentType] ?? 'OTHER_SALES',
    amount: toMoney(ctx, status.amount),
    accountNumber: status.accountNumber,
    portalApplicationId: status.portalApplicationId,
  };
};

/** Only its applicant (or an employee) reads the application; anyone else who has the payment id sees null. */
const application: ResolverOf<'PaymentResult', 'application'> = (result, _args, ctx) =>
  result.portalApplicationId === null || ctx.session === undefined ? null : loadApplication(ctx, result.portalApplicationId);

/** The receipt the utility gave the completed fee (the family application's `fee.receiptNumber`). */
const receiptNumber: ResolverOf<'PaymentResult', 'receiptNumber'> = async (result, _args, ctx) => {
  if (result.portalApplicationId === null || result.outcome !== 'COMPLETED' || ctx.session === undefined) return null;
  return (await readFamilyApplication(ctx, result.portalApplicationId))?.fee?.receiptNumber ?? null;
};

export const paymentResultResolvers: Resolvers = {
  Query: { paymentResult },
  PaymentResult: { application, receiptNumber },
};
