import { GraphQLScalarType, Kind } from 'graphql';
import { badUserInputError } from '../../errors.ts';

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw badUserInputError('DateTime must be an ISO 8601 date and time.');
  return date;
}

/** ISO 8601 moments in UTC (`node.graphql` DateTime). */
export const dateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => toDate(value).toISOString(),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw badUserInputError('DateTime must be a string.');
    return toDate(ast.value);
  },
});
