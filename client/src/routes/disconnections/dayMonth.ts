/**
 * 002 §9: disconnection dates use the 'Do MMMM' form ("3rd March"). English gets its ordinal suffix; Greek,
 * Russian and Arabic write the plain day before the month in the form Intl gives for a day and month (the
 * genitive "3 Μαρτίου", "3 марта"; "3 مارس"), with Latin digits like every other number of the portal.
 */
const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  // 002 §9: dates up to 1900 are treated as empty.
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1900 ? null : date;
}

export function formatDayMonth(value: string | null | undefined, language: string): string {
  const date = toDate(value);
  if (!date) return '';
  const day = date.getUTCDate();
  if (language.startsWith('en')) {
    const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(date);
    return `${day}${EN_SUFFIX[new Intl.PluralRules('en', { type: 'ordinal' }).select(day)] ?? 'th'} ${month}`;
  }
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(date);
}
