/** A `YYYY-MM-DD` day in the reader's language, without shifting it by the browser's time zone. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
