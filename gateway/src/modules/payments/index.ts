import type { Resolvers } from '../../schema/resolverTypes.ts';
import { paymentResult } from './paymentResult.ts';
import { startPayment } from './startPayment.ts';
import { validatePaymentAccount } from './validatePaymentAccount.ts';

/** Online payments through the card provider (`000 §2` payment-provider dialog, `§9` 15-day rule). */
export const paymentsResolvers: Resolvers = {
  Query: { paymentResult },
  Mutation: { validatePaymentAccount, startPayment },
};
