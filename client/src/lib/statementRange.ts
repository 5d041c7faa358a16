/**
 * The statement's date range: the presets of 002 §9 and a custom range typed as DD/MM/YYYY, both kept
 * in the URL (`?range=last30Days`, `?range=custom&from=2026-01-01&to=2026-01-31`) so a reload keeps them.
 */
import { type DayRange, endsBeforeStart, localDayOf, parseBoundDay } from '../../../shared/days';

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
const DEFAULT_PRESET: Exclude<RangePreset, 'custom'> = 'last3Months';

const LAST_DAYS: Partial<Record<RangePreset, number>> = { last5Days: 5, last10Days: 10, last20Days: 20, last30Days: 30 };
const LAST_MONTHS: Partial<Record<RangePreset, number>> = { last2Months: 2, last3Months: 3, last6Months: 6, last12Months: 12 };


/** The days a preset covers up to `today` (the user's calendar), both ends included. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: Date = new Date()): DayRange {
  const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
  const to = localDayOf(today);
  const days = LAST_DAYS[preset];
  if (days !== undefined) return { from: localDayOf(new Date(year, month, day - days + 1)), to };
  const months = LAST_MONTHS[preset];
  if (months !== undefined) return { from: localDayOf(new Date(year, month - months, day + 1)), to };
  if (preset === 'currentMonth') return { from: localDayOf(new Date(year, month, 1)), to };
  if (preset === 'previousMonth') return { from: localDayOf(new Date(year, month - 1, 1)), to: localDayOf(new Date(year, month, 0)) };
  return { from: to, to };
}

export interface StatementRange extends DayRange {
  preset: RangePreset;
}

/** The range the URL asks for; anything missing or broken falls back to the default preset. */
export function rangeFromSearch(search: URLSearchParams, today: Date = new Date()): StatementRange {
  const preset = RANGE_PRESETS.find((name) => name === search.get('range'));
  if (preset === 'custom') {
    const from = parseBoundDay(search.get('from'));
    const to = parseBoundDay(search.get('to'));
    if (from !== null && to !== null && !endsBeforeStart(from, to)) return { preset, from, to };
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
