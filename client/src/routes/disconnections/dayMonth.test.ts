import { describe, expect, it } from 'vitest';
import { formatDayMonth } from './dayMonth';

describe("'Do MMMM' dates (002 §9)", () => {
  it('writes English days with their ordinal suffix', () => {
    expect(formatDayMonth('2026-03-03', 'en')).toBe('3rd March');
    expect(formatDayMonth('2026-03-01', 'en')).toBe('1st March');
    expect(formatDayMonth('2026-11-22', 'en')).toBe('22nd November');
    expect(formatDayMonth('2026-11-12', 'en')).toBe('12th November');
  });
  it('uses the genitive month of Greek and Russian, Latin digits in Arabic', () => {
    expect(formatDayMonth('2026-03-03', 'el')).toBe('3 Μαρτίου');
    expect(formatDayMonth('2026-03-03', 'ru')).toBe('3 марта');
    expect(formatDayMonth('2026-03-03', 'ar')).toMatch(/^3 /);
  });
  it('treats missing and placeholder dates as empty', () => {
    expect(formatDayMonth(null, 'en')).toBe('');
    expect(formatDayMonth('1900-01-01', 'en')).toBe('');
  });
});
