import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { getLookups } from './api.ts';
import { lookupEbillProperty } from './lookupEbillProperty.ts';
import { registerEbill } from './registerEbill.ts';
import { unsubscribeEbill } from './unsubscribeEbill.ts';

/** `001 §7` GetLookups in the request's language. */
const ebillLookups: ResolverOf<'Query', 'ebillLookups'> = async (_, __, ctx) => {
  const answer = await getLookups(ctx.upstream, ctx.language);
  return {
    terms: answer.terms,
    statementDeliveryTypes: answer.statementDeliveryTypes.map((type) => ({ typeId: type.id, name: type.name })),
  };
};

/** E-bill registration and unsubscribe of visitors (`001 §2`, `001 §7` ChangeCommunication). */
export const ebillResolvers: Resolvers = {
  Query: { ebillLookups },
  Mutation: { lookupEbillProperty, registerEbill, unsubscribeEbill },
};
