import { GraphQLScalarType, Kind } from 'graphql';
import { badUserInputError } from '../../errors.ts';
import { daysInMonth } from '../../../../shared/days.ts';

function toDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw badUserInputError('DateTime must be an ISO 8601 date and time.');
  return date;
}

/** The number the decimal digits of `text` from `from` to `to` write, or -1 when one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at += 1) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * Whether `text` is already what `toISOString` writes for it (`YYYY-MM-DDTHH:mm:ss.sssZ`, a real moment): the
 * upstream writes its moments so, and answering them as they are spares a `Date` and its formatting per value.
 */
export function isIsoMoment(text: string): boolean {
  if (text.length !== 24 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':' || text[16] !== ':' || text[19] !== '.' || text[23] !== 'Z') {
    return false;
  }
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  return (
    day <= daysInMonth(year, month) && hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59 && digits(text, 20, 23) >= 0
  );
}

/** ISO 8601 moments in UTC (`node.graphql` DateTime). */
export const dateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (typeof value === 'string' && isIsoMoment(value) ? value : toDate(value).toISOString()),
  parseValue: (value) => toDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw badUserInputError('DateTime must be a string.');
    return toDate(ast.value);
  },
});
