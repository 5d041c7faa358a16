/** The e-mail search's opening range (002 §9); days and the range rule are shared/days.ts. */
import { type DayRange, localDayOf } from '../../../../shared/days';

/** 002 §9 date range presets: the search opens on the last 12 months. */
const DEFAULT_RANGE_MONTHS = 12;

/** The last 12 months up to `today`, in the user's calendar. */
export function defaultRange(today: Date = new Date()): DayRange {
  const from = new Date(today.getFullYear(), today.getMonth() - DEFAULT_RANGE_MONTHS, today.getDate() + 1);
  return { from: localDayOf(from), to: localDayOf(today) };
}
