import type { Resolvers } from '../../schema/resolverTypes.ts';
import { customerEvaluation } from './customerEvaluation.ts';
import { submitCustomerEvaluation } from './submitCustomerEvaluation.ts';

/** Customer evaluation applications of visitors (`000 §2` /customerEvaluation). */
export const evaluationResolvers: Resolvers = {
  Query: { customerEvaluation },
  Mutation: { submitCustomerEvaluation },
};
