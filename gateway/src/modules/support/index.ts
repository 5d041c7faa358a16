import type { Resolvers } from '../../schema/resolverTypes.ts';
import { contactLocations, privacyPolicy } from './privacyPolicy.ts';
import { sendSupportMessage } from './sendSupportMessage.ts';

/** The public support page, privacy policy and support contact form (`001 §2`, `000 §2`). */
export const supportResolvers: Resolvers = {
  Query: { privacyPolicy, contactLocations },
  Mutation: { sendSupportMessage },
};
