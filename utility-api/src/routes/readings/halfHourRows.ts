import type { Language } from '../../domain/constants.ts';
import type { NewHalfHour } from '../../store/halfHourConsumptions.ts';
import type { HalfHourColumn, SheetRow } from './halfHourSheet.ts';
import { readingMessage, type ReadingMessageKey } from './messages.ts';
import { HALF_HOURS_PER_DAY } from './readingRules.ts';

/** Problem codes of the import report (README "Half-hour estimated consumption"). */
export const ROW_PROBLEMS = {
  REQUIRED: 'required',
  METER_UNKNOWN: 'meterUnknown',
  DATE_INVALID: 'dateInvalid',
  DATE_IN_FUTURE: 'dateInFuture',
  PERIOD_INVALID: 'periodInvalid',
  QUANTITY_INVALID: 'quantityInvalid',
  DUPLICATE_ROW: 'duplicateRow',
} as const satisfies Record<string, ReadingMessageKey>;
type RowProblemCode = keyof typeof ROW_PROBLEMS;

export interface RowProblem {
  row: number;
  column: HalfHourColumn | null;
  code: RowProblemCode;
  message: string;
}

/** Number fields accept 0 to 999,999,999 (`002 §9`). */
const MAX_QUANTITY = 999_999_999;
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/** A DD/MM/YYYY text or a spreadsheet date as YYYY-MM-DD, or undefined. */
function dayOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  const match = DATE.exec(String(value).trim());
  if (!match) return undefined;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * Checks every row and cell; rows without problems become half-hour records. `meterIdOf` answers the
 * account's meter for a reference (undefined for other references).
 */
export function validateHalfHourRows(
  rows: readonly SheetRow[],
  meterIdOf: (ref: string) => number | undefined,
  today: string,
  language: Language,
): { good: NewHalfHour[]; problems: RowProblem[] } {
  const good: NewHalfHour[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const { row, values } of rows) {
    const found: RowProblem[] = [];
    const problem = (column: HalfHourColumn | null, code: RowProblemCode) =>
      found.push({ row, column, code, message: readingMessage(language, ROW_PROBLEMS[code]) });

    const meterId = isBlank(values.meterRef) ? undefined : meterIdOf(String(values.meterRef).trim());
    if (isBlank(values.meterRef)) problem('meterRef', 'REQUIRED');
    else if (meterId === undefined) problem('meterRef', 'METER_UNKNOWN');

    const day = isBlank(values.date) ? undefined : dayOf(values.date);
    if (isBlank(values.date)) problem('date', 'REQUIRED');
    else if (day === undefined) problem('date', 'DATE_INVALID');
    else if (day > today) problem('date', 'DATE_IN_FUTURE');

    const period = Number(values.period);
    if (isBlank(values.period)) problem('period', 'REQUIRED');
    else if (!Number.isInteger(period) || period < 1 || period > HALF_HOURS_PER_DAY) problem('period', 'PERIOD_INVALID');

    const quantity = typeof values.quantity === 'number' ? values.quantity : Number(String(values.quantity).trim());
    if (isBlank(values.quantity)) problem('quantity', 'REQUIRED');
    else if (!Number.isFinite(quantity) || quantity < 0 || quantity > MAX_QUANTITY) problem('quantity', 'QUANTITY_INVALID');

    if (found.length === 0 && meterId !== undefined && day !== undefined) {
      const key = `${meterId}|${day}|${period}`;
      if (seen.has(key)) problem(null, 'DUPLICATE_ROW');
      else {
        seen.add(key);
        good.push({ meterId, day, period, quantity: Math.round(quantity * 1000) / 1000 });
      }
    }
    problems.push(...found);
  }
  return { good, problems };
}
