import { describe, expect, it } from 'vitest';
import { amountProblem, toCents } from './debtManagementRules.ts';
import { finalReadingProblem } from './disconnections.ts';

describe('amounts (002 §5)', () => {
  it('wants an amount above zero, with two decimals at most, not above the balance', () => {
    expect(amountProblem(10.5, 2000)).toBeNull();
    expect(amountProblem(20, 2000)).toBeNull();
    expect(amountProblem(20.01, 2000)).toBe('aboveBalance');
    expect(amountProblem(0, 2000)).toBe('notPositive');
    expect(amountProblem(-1)).toBe('notPositive');
    expect(amountProblem(1.005)).toBe('decimals');
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe('disconnection final reading (002 §5)', () => {
  it('refuses a lower reading without a clock-over, and more digits than the dials', () => {
    expect(finalReadingProblem(500, 499, false, 5)).toBe('lowerThanPrevious');
    expect(finalReadingProblem(500, 12, true, 5)).toBeNull();
    expect(finalReadingProblem(500, 500, false, 5)).toBeNull();
    expect(finalReadingProblem(500, 100_000, false, 5)).toBe('tooManyDigits');
    expect(finalReadingProblem(500, null, false, 5)).toBeNull();
  });
});
