import { describe, expect, test } from 'vitest';
import { canSubmitLogin, isValidIdentifier } from './identifier';

describe('the at-sign rule (000 §5)', () => {
  test('emails must be complete', () => {
    expect(isValidIdentifier('maria@demo.test')).toBe(true);
    expect(isValidIdentifier('  maria@demo.test  ')).toBe(true);
    expect(isValidIdentifier('maria@')).toBe(false);
    expect(isValidIdentifier('maria@demo')).toBe(false);
    expect(isValidIdentifier('ma ria@demo.test')).toBe(false);
  });

  test('mobile numbers are 8 to 15 digits', () => {
    expect(isValidIdentifier('99123456')).toBe(true);
    expect(isValidIdentifier('+35799123456')).toBe(true);
    expect(isValidIdentifier('9912345')).toBe(false);
    expect(isValidIdentifier('1234567890123456')).toBe(false);
    expect(isValidIdentifier('99-123-456')).toBe(false);
    expect(isValidIdentifier('maria.demo.test')).toBe(false);
  });

  test('an all-digit value matching the utility\'s id-number pattern is an id number (001 §5)', () => {
    const pattern = '^\\d{6,7}$';
    expect(isValidIdentifier('1023456', pattern)).toBe(true);
    expect(isValidIdentifier('1023456')).toBe(false);
    expect(isValidIdentifier('99123456', pattern)).toBe(true);
    expect(isValidIdentifier('12345', pattern)).toBe(false);
    expect(canSubmitLogin('1023456', 'Demo-2026!', false, pattern)).toBe(true);
  });
});

describe('Login enabling (000 §5)', () => {
  test('needs a valid identifier, a password and no request in flight', () => {
    expect(canSubmitLogin('maria@demo.test', 'secret', false)).toBe(true);
    expect(canSubmitLogin('maria@demo.test', '', false)).toBe(false);
    expect(canSubmitLogin('maria@demo.test', '   ', false)).toBe(false);
    expect(canSubmitLogin('maria@', 'secret', false)).toBe(false);
    expect(canSubmitLogin('maria@demo.test', 'secret', true)).toBe(false);
  });
});
