import type { Resolvers } from '../../schema/resolverTypes.ts';
import { paymentResultResolvers } from './paymentResult.ts';
import { startPayment } from './startPayment.ts';
import { validatePaymentAccount } from './validatePaymentAccount.ts';

/** Online payments through the card provider (`000 §2` payment-provider dialog, `§9` 15-day rule). */
export const paymentsResolvers: Resolvers[] = [paymentResultResolvers, { Mutation: { validatePaymentAccount, startPayment } }];
