import { describe, expect, it } from 'vitest';
import {
  HIGH_USAGE_FACTOR, LEAK_MIN_FLOW_M3, LEAK_NIGHTS, detectHighUsage, detectImplausibleReadings, detectLeak, percentile,
  type HalfHour, type ReadingSpan,
} from './detection.ts';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.UTC(2026, 10, 1) + offset * DAY_MS).toISOString().slice(0, 10);

/** Whole days of half hours; nights carry `night` in every period 1–12, days use more. */
function days(count: number, night: (index: number) => number): HalfHour[] {
  return Array.from({ length: count }, (_, index) =>
    Array.from({ length: 48 }, (__, p) => ({ day: day(index), period: p + 1, quantity: p < 12 ? night(index) : 0.03 }))).flat();
}

describe('detectLeak', () => {
  it('raises a leak when the night minimum stays above the threshold for the last nights in a row', () => {
    const alert = detectLeak('m3', days(10, (index) => (index >= 6 ? 0.02 : 0)));
    expect(alert).toMatchObject({ kind: 'leak', periodFrom: day(6), periodTo: day(9), evidence: { unit: 'm3', threshold: LEAK_MIN_FLOW_M3 } });
    expect(alert?.evidence.points.map((point) => point.value)).toEqual([0, 0, 0, 0, 0, 0, 0.02, 0.02, 0.02, 0.02]);
  });

  it('stays quiet for fewer nights, a night that drops to zero, or an electricity meter', () => {
    expect(detectLeak('m3', days(10, (index) => (index >= 10 - LEAK_NIGHTS + 1 ? 0.02 : 0)))).toBeNull();
    expect(detectLeak('m3', days(10, (index) => (index === 8 ? 0 : 0.02)))).toBeNull();
    expect(detectLeak('kWh', days(10, () => 0.4))).toBeNull();
    expect(detectLeak('m3', [])).toBeNull();
  });

  it('counts only whole, consecutive nights', () => {
    const gap = days(10, () => 0.02).filter((row) => row.day !== day(8));
    expect(detectLeak('m3', gap)).toBeNull();
    const partial = days(10, () => 0.02).filter((row) => !(row.day === day(9) && row.period === 4));
    expect(detectLeak('m3', partial)?.periodTo).toBe(day(8));
  });
});

/** Readings every 30 days for `count` spans ending on `end`, each using `perDay` × 30 (or what `override` says). */
function monthly(count: number, end: number, perDay: number, override?: (index: number) => number | undefined): ReadingSpan[] {
  return Array.from({ length: count }, (_, index) => {
    const readAt = end - (count - 1 - index) * 30 * DAY_MS;
    return { readAt: new Date(readAt).toISOString(), previousAt: new Date(readAt - 30 * DAY_MS).toISOString(), consumption: override?.(index) ?? perDay * 30 };
  });
}

describe('detectHighUsage', () => {
  const end = Date.UTC(2026, 10, 27);

  it('compares the last 30 days with the same dates of every earlier year that readings cover', () => {
    const alert = detectHighUsage('m3', monthly(30, end, 1, (index) => (index === 29 ? 90 : undefined)));
    expect(alert).toMatchObject({ kind: 'highUsage', periodFrom: '2026-10-28', periodTo: '2026-11-27', evidence: { threshold: HIGH_USAGE_FACTOR * 30 } });
    expect(alert?.evidence.points).toEqual([{ label: '2024', value: 30 }, { label: '2025', value: 30 }, { label: '2026', value: 90 }]);
  });

  it('needs an earlier year and a use above the factor', () => {
    expect(detectHighUsage('m3', monthly(10, end, 1, (index) => (index === 9 ? 90 : undefined)))).toBeNull();
    expect(detectHighUsage('m3', monthly(30, end, 1, (index) => (index === 29 ? 60 : undefined)))).toBeNull();
    expect(detectHighUsage('m3', [])).toBeNull();
  });
});

describe('detectImplausibleReadings', () => {
  const end = Date.UTC(2026, 10, 27);

  it('flags a recent reading above five times the 95th percentile of the earlier ones', () => {
    const alerts = detectImplausibleReadings('m3', monthly(12, end, 1, (index) => (index === 11 ? 30 * 5.5 : undefined)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'implausibleReading', periodFrom: '2026-10-28', periodTo: '2026-11-27', evidence: { threshold: 5 } });
    expect(alerts[0]?.evidence.points.at(-1)).toEqual({ label: '2026-11-27', value: 5.5 });
  });

  it('ignores old readings, short histories and readings within the bound', () => {
    expect(detectImplausibleReadings('m3', monthly(12, end, 1, (index) => (index === 11 ? 30 * 4.9 : undefined)))).toEqual([]);
    expect(detectImplausibleReadings('m3', monthly(12, end, 1, (index) => (index === 7 ? 300 : undefined)))).toEqual([]);
    expect(detectImplausibleReadings('m3', monthly(5, end, 1, (index) => (index === 4 ? 300 : undefined)))).toEqual([]);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 100], 0.95)).toBe(19);
  });
});
