import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number): number[] => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1_000_000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('stays within the asked bounds', () => {
    const random = createRandom(3);
    const values = Array.from({ length: 1000 }, () => random.int(2, 4));
    expect(new Set(values)).toEqual(new Set([2, 3, 4]));
  });
});
