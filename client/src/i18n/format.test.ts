import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatShortDateTime, formatTime } from './format';

describe('formatting rules (002 §9)', () => {
  test('dates are DD/MM/YYYY and placeholder dates up to 1900 are empty', () => {
    expect(formatDate(new Date(2026, 10, 2, 9, 5))).toBe('02/11/2026');
    expect(formatDateTime(new Date(2026, 10, 2, 9, 5))).toBe('02/11/2026 09:05');
    expect(formatDate(new Date(1900, 0, 1))).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  test('money has two decimals and the currency symbol, euro by default', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50 €');
    expect(formatMoney(12, 'el', '£')).toBe('12,00 £');
    expect(formatMoney(3.456, 'ar', '€')).toBe('3.46 €');
  });
});

describe('the other date forms of 002 §9, whatever the browser locale', () => {
  test('DD/MM/YY HH:mm and HH:mm:ss', () => {
    const moment = new Date(2026, 10, 7, 9, 5, 3);
    expect(formatShortDateTime(moment)).toBe('07/11/26 09:05');
    expect(formatTime(moment)).toBe('09:05:03');
    expect(formatShortDateTime('1900-01-01T00:00:00')).toBe('');
    expect(formatTime(null)).toBe('');
  });
});
