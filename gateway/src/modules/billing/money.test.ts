import { describe, expect, it } from 'vitest';
import { decimalString, formatAmount } from './money.ts';

describe('money', () => {
  it('formats each language with its own separators, whichever language came first', () => {
    expect(formatAmount('el', 1234.5)).toBe('1.234,50');
    expect(formatAmount('en', 1234.5)).toBe('1,234.50');
    expect(formatAmount('el', -12.3)).toBe('-12,30');
    expect(formatAmount('en', 0.1 + 0.2)).toBe('0.30');
  });

  it('writes Latin digits in Arabic and Russian', () => {
    expect(formatAmount('ar', 1234.5)).toMatch(/^1.234.50$/u);
    expect(formatAmount('ru', 1234.5)).toMatch(/^1\s234,50$/u);
  });

  it('keeps the exact decimal string of an upstream amount', () => {
    expect(decimalString(12.3)).toBe('12.30');
    expect(decimalString(-0.5)).toBe('-0.50');
  });
});
