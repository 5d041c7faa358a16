import { describe, expect, it } from 'vitest';
import { finalReadingProblem } from './rules';

describe('final reading rule (002 §5)', () => {
  it('refuses a lower reading without a clock-over and too many digits', () => {
    expect(finalReadingProblem(1000, 999, false, 6)).toBe('lowerThanPrevious');
    expect(finalReadingProblem(1000, 999, true, 6)).toBeNull();
    expect(finalReadingProblem(1000, 1000, false, 6)).toBeNull();
    expect(finalReadingProblem(1000, 1_000_000, true, 6)).toBe('tooManyDigits');
    expect(finalReadingProblem(1000, null, false, 6)).toBeNull();
  });
});
