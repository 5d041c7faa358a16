import { describe, expect, it } from 'vitest';
import { amountProblem, centsToDecimal, normaliseAmount, parseAmountCents } from './rules';

describe('money', () => {
  it('parses amounts with two decimals at most, with a point or a comma', () => {
    expect(parseAmountCents('12')).toBe(1200);
    expect(parseAmountCents('12,5')).toBe(1250);
    expect(parseAmountCents('0.05')).toBe(5);
    expect(parseAmountCents('1.234')).toBeNull();
    expect(parseAmountCents('-1')).toBeNull();
    expect(centsToDecimal(1205)).toBe('12.05');
    expect(normaliseAmount('7,5')).toBe('7.50');
    expect(normaliseAmount('abc')).toBe('abc');
  });
  it('checks an amount against the balance', () => {
    expect(amountProblem('10.00', 1000)).toBeNull();
    expect(amountProblem('10.01', 1000)).toBe('aboveBalance');
    expect(amountProblem('0', 1000)).toBe('notPositive');
    expect(amountProblem('1.001', 1000)).toBe('format');
  });
});
