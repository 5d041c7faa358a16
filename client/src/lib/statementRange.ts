/**
 * The statement's date range: the presets of 002 §9 and a custom range typed as DD/MM/YYYY, both kept
 * in the URL (`?range=last30Days`, `?range=custom&from=2026-01-01&to=2026-01-31`) so a reload keeps them.
 */

/** 002 §9 date range presets, in the order the spec lists them. */
export const RANGE_PRESETS = [
  'currentDay',
  'last5Days',
  'last10Days',
  'last20Days',
  'last30Days',
  'currentMonth',
  'previousMonth',
  'last2Months',
  'last3Months',
  'last6Months',
  'last12Months',
  'custom',
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A monthly bill and its payment fall inside three months, so the statement opens there. */
export const DEFAULT_PRESET: Exclude<RangePreset, 'custom'> = 'last3Months';

const LAST_DAYS: Partial<Record<RangePreset, number>> = { last5Days: 5, last10Days: 10, last20Days: 20, last30Days: 30 };
const LAST_MONTHS: Partial<Record<RangePreset, number>> = { last2Months: 2, last3Months: 3, last6Months: 6, last12Months: 12 };

export interface DayRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD. */
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The days a preset covers up to `today` (the user's calendar), both ends included. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: Date = new Date()): DayRange {
  const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
  const to = dayOf(today);
  const days = LAST_DAYS[preset];
  if (days !== undefined) return { from: dayOf(new Date(year, month, day - days + 1)), to };
  const months = LAST_MONTHS[preset];
  if (months !== undefined) return { from: dayOf(new Date(year, month - months, day + 1)), to };
  if (preset === 'currentMonth') return { from: dayOf(new Date(year, month, 1)), to };
  if (preset === 'previousMonth') return { from: dayOf(new Date(year, month - 1, 1)), to: dayOf(new Date(year, month, 0)) };
  return { from: to, to };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** 002 §9: dates up to year 1900 are treated as empty. */
const FIRST_VALID_YEAR = 1901;

function realDay(year: number, month: number, day: number): string | null {
  if (year < FIRST_VALID_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** `DD/MM/YYYY` (002 §9) → `YYYY-MM-DD`, or null when it is not a real day. */
export function parseTypedDay(typed: string): string | null {
  const match = TYPED_DAY.exec(typed.trim());
  return match ? realDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function typedDayOf(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

const isoDay = (value: string | null): string | null => {
  const match = value === null ? null : ISO_DAY.exec(value);
  return match ? realDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
};

export interface StatementRange extends DayRange {
  preset: RangePreset;
}

/** The range the URL asks for; anything missing or broken falls back to the default preset. */
export function rangeFromSearch(search: URLSearchParams, today: Date = new Date()): StatementRange {
  const preset = RANGE_PRESETS.find((name) => name === search.get('range'));
  if (preset === 'custom') {
    const from = isoDay(search.get('from'));
    const to = isoDay(search.get('to'));
    if (from !== null && to !== null && from <= to) return { preset, from, to };
  } else if (preset !== undefined) {
    return { preset, ...presetRange(preset, today) };
  }
  return { preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today) };
}

/** The search parameters of a range; a preset is stored by name so that it follows the calendar. */
export function searchOfRange(range: { preset: RangePreset; from?: string; to?: string }): Record<string, string> {
  if (range.preset !== 'custom') return { range: range.preset };
  return { range: 'custom', from: range.from ?? '', to: range.to ?? '' };
}

export type RangeError = 'required' | 'invalid' | 'order';

export interface CustomRangeCheck {
  range: DayRange | null;
  errors: { from: RangeError | null; to: RangeError | null };
}

/** A custom range needs two real days with `from` not after `to`; each problem belongs to its field. */
export function checkCustomRange(typedFrom: string, typedTo: string): CustomRangeCheck {
  const check = (typed: string) => {
    if (typed.trim() === '') return { day: null, error: 'required' as const };
    const day = parseTypedDay(typed);
    return { day, error: day === null ? ('invalid' as const) : null };
  };
  const from = check(typedFrom);
  const to = check(typedTo);
  if (from.day !== null && to.day !== null) {
    if (from.day > to.day) return { range: null, errors: { from: null, to: 'order' } };
    return { range: { from: from.day, to: to.day }, errors: { from: null, to: null } };
  }
  return { range: null, errors: { from: from.error, to: to.error } };
}
