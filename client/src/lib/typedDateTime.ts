import { localDayOf, parseTypedDayTime, typedDayTimeOf } from '../../../shared/days';

/** A moment (`2026-11-01T08:00:00.000Z`) as the user types it in the browser's zone: `DD/MM/YYYY HH:mm`, or '' for none. */
export function toTypedDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return typedDayTimeOf({ day: localDayOf(date), hour: date.getHours(), minute: date.getMinutes() });
}

/** A typed `DD/MM/YYYY HH:mm` in the browser's zone as the moment the gateway takes (ISO), or null when it is none. */
export function fromTypedDateTime(typed: string): string | null {
  const parts = parseTypedDayTime(typed);
  if (!parts) return null;
  const [year, month, day] = parts.day.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(parts.hour, parts.minute, 0, 0);
  return date.toISOString();
}
