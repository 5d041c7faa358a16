import { endsBeforeStart } from '../../../../shared/days.ts';
import { badUserInputError } from '../../errors.ts';
import type { DayRange } from './api.ts';

/**
 * `002 §5`: a date range must be valid for e-mail search. The `Date` scalar has already refused
 * anything that is not a calendar day; what is left is the order of the two.
 */
export function dayRange(from: string, to: string): DayRange {
  if (endsBeforeStart(from, to)) throw badUserInputError('`from` must not be after `to`.');
  return { from, to };
}
