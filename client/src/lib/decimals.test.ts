import { describe, expect, it } from 'vitest';
import { decimalsOf, formatValue, parseDecimal } from './decimals';

describe('log value input', () => {
  it('reads a decimal comma or point, and refuses anything else', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' -0.25 ')).toBe(-0.25);
    expect(parseDecimal('1e3')).toBeUndefined();
    expect(parseDecimal('')).toBeUndefined();
    expect(decimalsOf('3,125')).toBe(3);
    expect(decimalsOf('7')).toBe(0);
    expect(formatValue(2, 2)).toBe('2.00');
  });
});
