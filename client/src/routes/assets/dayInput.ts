import { parseTypedDay, typedDayOf } from '../../lib/statementRange';

/** A typed day (DD/MM/YYYY, 002 §9): null when empty, the ISO day, or 'invalid'. */
export function readTypedDay(typed: string): string | null | 'invalid' {
  if (typed.trim() === '') return null;
  return parseTypedDay(typed) ?? 'invalid';
}

/** The typed form of an ISO day, or '' for none. */
export const typedDay = (day: string | null | undefined): string => (day ? typedDayOf(day) : '');

/** Today as the typed form. */
export const typedToday = (): string => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
};

/** A typed whole or decimal number (a point or a comma), or undefined when it is not one. */
export function readNumber(typed: string): number | null | undefined {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}
