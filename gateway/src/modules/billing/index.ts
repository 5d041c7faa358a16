import type { Resolvers } from '../../schema/resolverTypes.ts';
import { accountBillingFields } from './accountBilling.ts';
import { billFields } from './billResolvers.ts';
import { dateScalar } from '../node/dateScalar.ts';
import { transactions } from './transactions.ts';

export { billNode } from './billResolvers.ts';
export { billPdfDownload } from './billPdfDownload.ts';

/** Bills, balance, statement and payment records on `Account` (`000 §2` financial). */
export const billingResolvers: Resolvers = {
  Date: dateScalar,
  Account: { ...accountBillingFields, transactions },
  Bill: billFields,
};
