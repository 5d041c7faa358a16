import { describe, expect, test } from 'vitest';
import { presetRange, rangeFromSearch, searchOfRange } from './statementRange';

const today = new Date(2026, 10, 22);

describe('statement date-range presets (002 §9)', () => {
  test('cover the days each preset names, today included', () => {
    expect(presetRange('currentDay', today)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('last5Days', today)).toEqual({ from: '2026-11-18', to: '2026-11-22' });
    expect(presetRange('last10Days', today)).toEqual({ from: '2026-11-13', to: '2026-11-22' });
    expect(presetRange('last20Days', today)).toEqual({ from: '2026-11-03', to: '2026-11-22' });
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(presetRange('currentMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(presetRange('previousMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last2Months', today)).toEqual({ from: '2026-09-23', to: '2026-11-22' });
    expect(presetRange('last3Months', today)).toEqual({ from: '2026-08-23', to: '2026-11-22' });
    expect(presetRange('last6Months', today)).toEqual({ from: '2026-05-23', to: '2026-11-22' });
    expect(presetRange('last12Months', today)).toEqual({ from: '2025-11-23', to: '2026-11-22' });
  });

  test('cross year and month ends', () => {
    expect(presetRange('previousMonth', new Date(2026, 0, 10))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last5Days', new Date(2026, 2, 2))).toEqual({ from: '2026-02-26', to: '2026-03-02' });
  });

  test('live in the URL: presets by name, custom ranges by their days', () => {
    expect(rangeFromSearch(new URLSearchParams('range=last30Days'), today)).toEqual({ preset: 'last30Days', from: '2026-10-24', to: '2026-11-22' });
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-31'), today)).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(new URLSearchParams(searchOfRange({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' })).toString()).toBe('range=custom&from=2026-01-01&to=2026-01-31');
    expect(searchOfRange({ preset: 'previousMonth' })).toEqual({ range: 'previousMonth' });
  });

  test('fall back to the last 3 months for a missing, unknown or reversed range', () => {
    const fallback = { preset: 'last3Months', from: '2026-08-23', to: '2026-11-22' };
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('range=forever'), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-02-01&to=2026-01-01'), today)).toEqual(fallback);
    expect(rangeFromSearch(new URLSearchParams('range=custom&from=2026-02-30&to=2026-03-01'), today)).toEqual(fallback);
  });
});
