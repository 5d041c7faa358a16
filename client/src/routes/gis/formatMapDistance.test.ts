import { describe, expect, it } from 'vitest';
import { formatMapDistance } from './formatMapDistance';
import { distanceMetres, nearest, normaliseBbox } from './geo';

describe('formatMapDistance (002 §9)', () => {
  it('shows All up to 100 m, metres below 1000 m and kilometres from there', () => {
    expect(formatMapDistance(0, 'en', 'All')).toBe('All');
    expect(formatMapDistance(100, 'en', 'All')).toBe('All');
    expect(formatMapDistance(101, 'en', 'All')).toBe('101 m');
    expect(formatMapDistance(999.4, 'en', 'All')).toBe('999 m');
    expect(formatMapDistance(999.6, 'en', 'All')).toBe('1 km');
    expect(formatMapDistance(1000, 'en', 'All')).toBe('1 km');
    expect(formatMapDistance(1549, 'en', 'All')).toBe('1.5 km');
    expect(formatMapDistance(12_345, 'en', 'All')).toBe('12.3 km');
  });

  it('follows the language\'s number format with Latin digits', () => {
    expect(formatMapDistance(1549, 'el', 'Όλα')).toMatch(/^1,5\s?χλμ\.?$/);
    expect(formatMapDistance(250, 'ru', 'Все')).toMatch(/^250\s?м$/);
    expect(formatMapDistance(2500, 'ar', 'الكل')).toMatch(/2[.,٫]5/);
    expect(formatMapDistance(50, 'ar', 'الكل')).toBe('الكل');
    expect(formatMapDistance(Number.NaN, 'en', 'All')).toBe('All');
  });
});

describe('geo', () => {
  it('measures distances and keeps the features within a radius, nearest first', () => {
    // One thousandth of a degree of latitude is about 111 m.
    expect(distanceMetres([33, 35], [33, 35.001])).toBeCloseTo(111.2, 0);
    const features = [
      { id: 'far', longitude: 33, latitude: 35.02 },
      { id: 'near', longitude: 33, latitude: 35.001 },
      { id: 'mid', longitude: 33, latitude: 35.005 },
    ];
    expect(nearest(features, [33, 35], 1000).map((feature) => feature.id)).toEqual(['near', 'mid']);
    expect(nearest(features, [33, 35], null).map((feature) => feature.id)).toEqual(['near', 'mid', 'far']);
  });

  it('normalises a bbox to valid, rounded degrees', () => {
    expect(normaliseBbox([-200.1234567, 33.1234564, 33.5, 89])).toEqual([-180, 33.123456, 33.5, 85]);
  });
});
