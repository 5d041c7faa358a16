/** Days as the user types them (002 §9: DD/MM/YYYY) and as the gateway takes them (YYYY-MM-DD). */

const TYPED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** 002 §9: dates up to year 1900 are treated as empty, so they are no valid search bound. */
const FIRST_VALID_YEAR = 1901;
/** 002 §9 date range presets: the search opens on the last 12 months. */
export const DEFAULT_RANGE_MONTHS = 12;

const pad = (value: number) => String(value).padStart(2, '0');

/** `DD/MM/YYYY` → `YYYY-MM-DD`, or null when it is not a real calendar day. */
export function parseTypedDay(typed: string): string | null {
  const match = TYPED_DAY.exec(typed.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_VALID_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function typedDayOf(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The last 12 months up to `today`, in the user's calendar. */
export function defaultRange(today: Date = new Date()): DayRange {
  const from = new Date(today.getFullYear(), today.getMonth() - DEFAULT_RANGE_MONTHS, today.getDate() + 1);
  return { from: dayOf(from), to: dayOf(today) };
}

export type RangeError = 'required' | 'invalid' | 'order';

export interface RangeCheck {
  range: DayRange | null;
  errors: { from: RangeError | null; to: RangeError | null };
}

/** 002 §5: a date range must be valid for e-mail search — both days real, `from` not after `to`. */
export function checkRange(typedFrom: string, typedTo: string): RangeCheck {
  const check = (typed: string): { day: string | null; error: RangeError | null } => {
    if (typed.trim() === '') return { day: null, error: 'required' };
    const day = parseTypedDay(typed);
    return { day, error: day === null ? 'invalid' : null };
  };
  const from = check(typedFrom);
  const to = check(typedTo);
  if (from.day !== null && to.day !== null) {
    if (from.day > to.day) return { range: null, errors: { from: 'order', to: null } };
    return { range: { from: from.day, to: to.day }, errors: { from: null, to: null } };
  }
  return { range: null, errors: { from: from.error, to: to.error } };
}
