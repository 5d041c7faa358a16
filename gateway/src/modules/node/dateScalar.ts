import { GraphQLScalarType, Kind } from 'graphql';
import { badUserInputError } from '../../errors.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is refused), kept as that string. */
function toDay(value: unknown): string {
  const day = typeof value === 'string' ? value : '';
  const date = new Date(`${day}T00:00:00Z`);
  if (!ISO_DAY.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw badUserInputError('Date must be a calendar day written YYYY-MM-DD.');
  }
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
