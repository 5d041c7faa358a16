import { describe, expect, test } from 'vitest';
import { defaultRange } from './dayInput';

describe('e-mail search days (002 §9)', () => {
  test('opens on the last 12 months', () => {
    expect(defaultRange(new Date(2026, 10, 22))).toEqual({ from: '2025-11-23', to: '2026-11-22' });
  });
});
