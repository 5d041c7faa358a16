/**
 * Days as users type them (`002 §9`: DD/MM/YYYY) and as the tiers pass them (YYYY-MM-DD), and the rule of
 * a range of days (`002 §5`: a date range must be valid), kept once: the client's e-mail search, statement
 * range and other day fields, the gateway's `Date` scalar and e-mail search, and the reference utility
 * API's range checks.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** `002 §9`: dates up to year 1900 are treated as empty, so they are no valid search bound. */
const FIRST_VALID_YEAR = 1901;

const pad = (value: number) => String(value).padStart(2, '0');

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The days of `month` (1–12) of `year` in the proleptic Gregorian calendar, as `Date` counts them; 0 for no month. */
export function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_DAYS[month - 1] ?? 0;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/**
 * `YYYY-MM-DD` of a real calendar day (2026-02-30 is none), or null. Counted rather than built as a
 * `Date`: every day of a list's rows passes here (the gateway's `Date` scalar), and the count answers
 * what `Date` would for every year of four digits (`days.test.ts`).
 */
function calendarDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 0 || !(month >= 1 && month <= 12) || !(day >= 1 && day <= daysInMonth(year, month))) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The value when it is a real calendar day written `YYYY-MM-DD`, else null. */
export function parseIsoDay(value: string | null | undefined): string | null {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** A day a user may give as a bound (`002 §9`): a real `YYYY-MM-DD` day after 1900, else null. */
export function parseBoundDay(value: string | null | undefined): string | null {
  const day = parseIsoDay(value);
  return day !== null && Number(day.slice(0, 4)) >= FIRST_VALID_YEAR ? day : null;
}

/** `DD/MM/YYYY` → `YYYY-MM-DD`, or null when it is not a real day after 1900. */
export function parseTypedDay(typed: string): string | null {
  const match = TYPED_DAY.exec(typed.trim());
  if (!match) return null;
  const year = Number(match[3]);
  return year < FIRST_VALID_YEAR ? null : calendarDay(year, Number(match[2]), Number(match[1]));
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function typedDayOf(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

const TYPED_TIME = /^(\d{1,2}):(\d{2})$/;

/** A time of day as typed (`HH:mm`, `002 §9`), read as wall-clock parts. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/**
 * `HH:mm` (or `H:mm`) → its hour and minute, or null when it is no time 00:00–23:59. With `endOfDay`, 24:00
 * is one too: the end of a day, as a span of time may end (a shift until midnight).
 */
export function parseTypedTime(typed: string, { endOfDay = false }: { endOfDay?: boolean } = {}): TimeOfDay | null {
  const match = TYPED_TIME.exec(typed.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (endOfDay && hour === 24 && minute === 0) return { hour, minute };
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** A time of day → `HH:mm`. */
export const typedTimeOf = ({ hour, minute }: TimeOfDay): string => `${pad(hour)}:${pad(minute)}`;

const TYPED_DAY_TIME = /^(\S+)\s+(\S+)$/;

/** A day and a time of day as typed (`DD/MM/YYYY HH:mm`, `002 §9`), read as wall-clock parts. */
export interface TypedDayTime extends TimeOfDay {
  /** YYYY-MM-DD. */
  day: string;
}

/** `DD/MM/YYYY HH:mm` → its day and time, or null when the day is not real (after 1900) or the time is not 00:00–23:59. */
export function parseTypedDayTime(typed: string): TypedDayTime | null {
  const match = TYPED_DAY_TIME.exec(typed.trim());
  if (!match) return null;
  const day = parseTypedDay(match[1]!);
  const time = parseTypedTime(match[2]!);
  return day !== null && time !== null ? { day, ...time } : null;
}

/** `YYYY-MM-DD` and a time of day → `DD/MM/YYYY HH:mm`. */
export const typedDayTimeOf = ({ day, hour, minute }: TypedDayTime): string => `${typedDayOf(day)} ${typedTimeOf({ hour, minute })}`;

/** The day of `date` in the user's calendar (local time), `YYYY-MM-DD`. */
export const localDayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface DayRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
}

/** `002 §5`: a range whose end comes before its start is no range (one day, `from` = `to`, is one). */
export const endsBeforeStart = (from: string, to: string): boolean => to < from;

export type RangeError = 'required' | 'invalid' | 'order';

export interface RangeCheck {
  range: DayRange | null;
  errors: { from: RangeError | null; to: RangeError | null };
}

/**
 * Two typed days as a range: each must be given and real, and the end must not come before the start.
 * Each problem belongs to its field, and the order's to the end ("To"), the day that is wrong for it.
 */
export function checkTypedRange(typedFrom: string, typedTo: string): RangeCheck {
  const check = (typed: string): { day: string | null; error: RangeError | null } => {
    if (typed.trim() === '') return { day: null, error: 'required' };
    const day = parseTypedDay(typed);
    return { day, error: day === null ? 'invalid' : null };
  };
  const from = check(typedFrom);
  const to = check(typedTo);
  if (from.day !== null && to.day !== null) {
    if (endsBeforeStart(from.day, to.day)) return { range: null, errors: { from: null, to: 'order' } };
    return { range: { from: from.day, to: to.day }, errors: { from: null, to: null } };
  }
  return { range: null, errors: { from: from.error, to: to.error } };
}
