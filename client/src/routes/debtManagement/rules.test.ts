import { describe, expect, it } from 'vitest';
import { amountProblem, centsToDecimal, isValidPaymentPhone, normaliseAmount, parseAmountCents } from './rules';

describe('payment phone', () => {
  it('takes 10 to 15 digits', () => {
    expect(isValidPaymentPhone('991234567')).toBe(false);
    expect(isValidPaymentPhone('9912345678')).toBe(true);
    expect(isValidPaymentPhone('+357 99 123 456')).toBe(true);
    expect(isValidPaymentPhone('1234567890123456')).toBe(false);
    expect(isValidPaymentPhone('99 12 34 56 7x')).toBe(false);
  });
});

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
