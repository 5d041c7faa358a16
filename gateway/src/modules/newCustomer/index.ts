import type { Resolvers } from '../../schema/resolverTypes.ts';
import { submitNewCustomerApplication } from './submitNewCustomerApplication.ts';
import { newCustomerWizard } from './wizard.ts';

/** The new customer application wizard (`002 §2`–`§9`). */
export const newCustomerResolvers: Resolvers = {
  Query: { newCustomerWizard },
  Mutation: { submitNewCustomerApplication },
};
