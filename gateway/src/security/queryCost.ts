import { simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { createGraphQLError } from 'graphql-yoga';
import { ERROR_CODES } from '../errors.ts';

const FIRST = 'first';
const IDS = 'ids';

/** The arguments whose values change what an operation costs (and `@include`/`@skip`, per graphql-query-complexity). */
export const SIZE_ARGUMENTS: readonly string[] = [FIRST, IDS];

/**
 * A list field's subtree counts once per item it may return: `first` of a connection (the number
 * asked for, not the 100 the gateway caps it to, so that absurd requests are refused and not
 * silently shortened) or the number of `ids` of `nodes`.
 */
const listSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const first: unknown = args[FIRST];
  const ids: unknown = args[IDS];
  const size = typeof first === 'number' ? first : Array.isArray(ids) ? ids.length : undefined;
  if (size === undefined) return undefined;
  return 1 + Math.max(size, 0) * childComplexity;
};

/** `actual` is unknown when the operation was too large to price (`operationLimits.ts`). */
export function tooExpensive(max: number, actual?: number) {
  const cost = actual === undefined ? `more than ${max}` : `${actual} and the limit is ${max}`;
  return createGraphQLError(
    `This query is too expensive: it costs ${cost}. Ask for fewer items with \`first\` or for fewer fields.`,
    { extensions: { code: ERROR_CODES.queryTooExpensive, ...(actual === undefined ? {} : { cost: actual }), maxCost: max } },
  );
}

/** How the gateway prices an operation (`operationLimits.ts`, for Yoga and the Apollo mount alike). */
export const QUERY_COST_ESTIMATORS: ComplexityEstimator[] = [listSizeEstimator, simpleEstimator({ defaultComplexity: 1 })];
