import { describe, expect, it } from 'vitest';
import { fromTypedDateTime, toTypedDateTime } from './typedDateTime';

describe('typed date-times (002 §9: DD/MM/YYYY HH:mm in the browser zone)', () => {
  it('reads a typed date-time as the moment in the browser zone and writes it back', () => {
    const iso = new Date(2026, 2, 2, 8, 5).toISOString();
    expect(fromTypedDateTime('02/03/2026 08:05')).toBe(iso);
    expect(toTypedDateTime(iso)).toBe('02/03/2026 08:05');
  });
  it('refuses what is no date-time, and gives none for none', () => {
    expect(fromTypedDateTime('03/02/2026 25:00')).toBeNull();
    expect(fromTypedDateTime('2026-03-02T08:05')).toBeNull();
    expect(fromTypedDateTime('')).toBeNull();
    expect(toTypedDateTime(null)).toBe('');
  });
});
