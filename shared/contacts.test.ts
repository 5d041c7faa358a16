import { describe, expect, it } from 'vitest';
import { isPhoneNumberDigits, isTypedPhoneNumber, isValidEmail, normalizeEmail } from './contacts.ts';

describe('e-mail addresses (000 §8)', () => {
  it('need one at-sign with something on both sides and a dot in the domain, without spaces', () => {
    expect(isValidEmail('maria@demo.test')).toBe(true);
    expect(isValidEmail('maria@demo')).toBe(false);
    expect(isValidEmail('@demo.test')).toBe(false);
    expect(isValidEmail('maria @demo.test')).toBe(false);
    expect(isValidEmail(' maria@demo.test')).toBe(false);
  });
  it('are compared trimmed and in lower case', () => {
    expect(normalizeEmail(' Maria@Demo.TEST ')).toBe('maria@demo.test');
  });
});

describe('phone numbers without a configured pattern (001 §5)', () => {
  it('have 8 to 15 digits', () => {
    expect(isPhoneNumberDigits('99123456')).toBe(true);
    expect(isPhoneNumberDigits('357991234567890')).toBe(true);
    expect(isPhoneNumberDigits('9912345')).toBe(false);
    expect(isPhoneNumberDigits('3579912345678901')).toBe(false);
    expect(isPhoneNumberDigits('+35799123456')).toBe(false);
  });
  it('may be typed with a leading +', () => {
    expect(isTypedPhoneNumber('+35799123456')).toBe(true);
    expect(isTypedPhoneNumber('99123456')).toBe(true);
    expect(isTypedPhoneNumber('++35799123456')).toBe(false);
    expect(isTypedPhoneNumber('99 123 456')).toBe(false);
  });
});
