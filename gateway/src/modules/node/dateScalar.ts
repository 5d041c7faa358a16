import { GraphQLScalarType, Kind } from 'graphql';
import { parseIsoDay } from '../../../../shared/days.ts';
import { badUserInputError } from '../../errors.ts';

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused), kept as that string. */
function toDay(value: unknown): string {
  const day = parseIsoDay(typeof value === 'string' ? value : null);
  if (day === null) throw badUserInputError('Date must be a calendar day written YYYY-MM-DD.');
  return day;
}

/** The `Date` scalar (`billing/date.graphql`): upstream days travel unchanged, inputs are checked. */
export const dateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: toDay,
  parseValue: toDay,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw badUserInputError('Date must be a string.');
    return toDay(ast.value);
  },
});

/** Today's day in UTC, what due dates are compared with. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
