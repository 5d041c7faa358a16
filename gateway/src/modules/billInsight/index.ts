import type { Resolvers } from '../../schema/resolverTypes.ts';
import { billComparisonFields } from './comparison.ts';
import { billForecast } from './forecastResolver.ts';

/** Bill comparison and forecast: why a bill differs from earlier ones, and what the next one will be. */
export const billInsightResolvers: Resolvers = {
  Bill: billComparisonFields,
  Account: { billForecast },
};
