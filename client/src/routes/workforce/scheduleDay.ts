/** A day as the schedules take it (`YYYY-MM-DD`), in forms and in the URL. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day in the URL, or null (the current week) when it is missing or malformed. */
export function scheduleDayOf(search: URLSearchParams): string | null {
  const value = search.get('day') ?? '';
  return ISO_DAY.test(value) ? value : null;
}
