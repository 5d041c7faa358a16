import { describe, expect, it } from 'vitest';
import { compactPaymentPhone, isValidPaymentPhone } from './paymentPhone.ts';

describe('payment phone (002 §5)', () => {
  it('takes 10 to 15 digits, with spaces, dashes and a leading + around them', () => {
    expect(isValidPaymentPhone('991234567')).toBe(false);
    expect(isValidPaymentPhone('9912345678')).toBe(true);
    expect(isValidPaymentPhone('+357 99 123 456')).toBe(true);
    expect(isValidPaymentPhone('1234567890123456')).toBe(false);
    expect(isValidPaymentPhone('99-12abc3456')).toBe(false);
    expect(isValidPaymentPhone('99 12 34 56 7x')).toBe(false);
  });
  it('is stored as its digits with the leading + kept', () => {
    expect(compactPaymentPhone(' +357 99-123456 ')).toBe('+35799123456');
    expect(compactPaymentPhone('99 123 4567')).toBe('991234567');
  });
});
