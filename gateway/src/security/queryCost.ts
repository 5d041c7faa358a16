import { createComplexityRule, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { createGraphQLError, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { ERROR_CODES } from '../errors.ts';
import { MAX_COST } from './limits.ts';

/**
 * A list field's subtree counts once per item it may return: `first` of a connection (the number
 * asked for, not the 100 the gateway caps it to, so that absurd requests are refused and not
 * silently shortened) or the number of `ids` of `nodes`.
 */
const listSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const first: unknown = args['first'];
  const ids: unknown = args['ids'];
  const size = typeof first === 'number' ? first : Array.isArray(ids) ? ids.length : undefined;
  if (size === undefined) return undefined;
  return 1 + Math.max(size, 0) * childComplexity;
};

export function tooExpensive(max: number, actual: number) {
  return createGraphQLError(
    `This query is too expensive: it costs ${actual} and the limit is ${max}. Ask for fewer items with \`first\` or for fewer fields.`,
    { extensions: { code: ERROR_CODES.queryTooExpensive, cost: actual, maxCost: max } },
  );
}

/** How the gateway prices an operation; the Apollo mount prices it the same way. */
export const QUERY_COST_ESTIMATORS: ComplexityEstimator[] = [listSizeEstimator, simpleEstimator({ defaultComplexity: 1 })];

/** Refuses operations whose cost exceeds `MAX_COST` before anything runs (`limits.ts`). */
export function useQueryCost(): Plugin<YogaInitialContext> {
  return {
    onValidate({ addValidationRule, context: { params } }) {
      addValidationRule(
        createComplexityRule({
          maximumComplexity: MAX_COST,
          variables: params.variables ?? {},
          ...(params.operationName ? { operationName: params.operationName } : {}),
          createError: tooExpensive,
          estimators: QUERY_COST_ESTIMATORS,
        }),
      );
    },
  };
}
