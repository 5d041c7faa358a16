import { describe, expect, it } from 'vitest';
import { dateTimeScalar, isIsoMoment } from './dateTime.ts';

/** What serializing always answered: the moment parsed and written again, or the error for what is no moment. */
const written = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** A small deterministic generator (the same strings on every run). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('DateTime serialization', () => {
  it('answers a moment written as toISOString writes it unchanged, and anything else as before', () => {
    const cases = [
      '2026-08-29T13:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '2000-02-29T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      // Days, hours and seconds a Date rolls over, and shapes it rewrites: written anew as before.
      '2026-02-29T00:00:00.000Z',
      '1900-02-29T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '2026-08-29T24:00:00.000Z',
      '2026-08-29T13:00:00Z',
      '2026-08-29T13:00:00.000+02:00',
      '2026-08-29',
    ];
    for (const value of cases) expect(dateTimeScalar.serialize(value)).toBe(written(value));
    expect(isIsoMoment('2026-08-29T13:00:00.000Z')).toBe(true);
    expect(isIsoMoment('2026-02-30T00:00:00.000Z')).toBe(false);
    expect(() => dateTimeScalar.serialize('2026-13-01T00:00:00.000Z')).toThrow('DateTime must be an ISO 8601 date and time.');
    expect(dateTimeScalar.serialize(new Date('2026-08-29T13:00:00Z'))).toBe('2026-08-29T13:00:00.000Z');
  });

  it('takes as they are exactly the strings a Date writes back unchanged', () => {
    const random = numbers(20_261_128);
    const field = (limit: number, width: number) => String(Math.floor(random() * limit)).padStart(width, '0');
    let unchanged = 0;
    for (let i = 0; i < 50_000; i += 1) {
      // Months, days, hours, minutes and seconds up to a little past their ranges.
      const value = `${field(10_000, 4)}-${field(14, 2)}-${field(33, 2)}T${field(26, 2)}:${field(62, 2)}:${field(62, 2)}.${field(1000, 3)}Z`;
      const same = written(value) === value;
      expect(isIsoMoment(value), value).toBe(same);
      if (same) unchanged += 1;
    }
    // Both kinds were met many times.
    expect(unchanged).toBeGreaterThan(10_000);
    expect(unchanged).toBeLessThan(40_000);
  });
});
