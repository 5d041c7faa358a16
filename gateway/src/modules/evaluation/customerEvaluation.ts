import type { ResolverOf } from '../../schema/resolverTypes.ts';
import { refusalCode } from '../auth/upstreamRefusal.ts';
import { getEvaluation } from './api.ts';
import { toEvaluationModel } from './evaluationModel.ts';

/** The application of an access key; an unknown key is null (the upstream's "Evaluation not found"). */
export const customerEvaluation: ResolverOf<'Query', 'customerEvaluation'> = async (_, { accessKey }, ctx) => {
  try {
    return toEvaluationModel(await getEvaluation(ctx.upstream, accessKey.trim()));
  } catch (error) {
    if (refusalCode(error) !== undefined) return null;
    throw error;
  }
};
