import { describe, expect, it } from 'vitest';
import { acceptsIdNumberLogin, loginKey, loginKind } from './loginIdentifier.ts';

describe('loginKind (000 §5, 001 §5)', () => {
  const PATTERN = '^\\d{6,7}$';

  it('tells an e-mail address by its at-sign, whatever the pattern', () => {
    expect(loginKind(' Maria@Demo.test ', PATTERN)).toBe('email');
    expect(loginKind('1023456@demo.test', PATTERN)).toBe('email');
  });

  it('counts an all-digit identifier matching the pattern as an id number, spaces and hyphens left out', () => {
    expect(loginKind('1023456', PATTERN)).toBe('idNumber');
    expect(loginKind(' 102-3456 ', PATTERN)).toBe('idNumber');
    expect(loginKey(' 102-3456 ')).toBe('1023456');
  });

  it('keeps other numbers mobile numbers: not matching, not all digits, or no pattern at all', () => {
    expect(loginKind('99123456', PATTERN)).toBe('mobile');
    expect(loginKind('+35799123456', PATTERN)).toBe('mobile');
    expect(loginKind('A123456', PATTERN)).toBe('mobile');
    expect(loginKind('1023456', null)).toBe('mobile');
    expect(loginKind('1023456', '')).toBe('mobile');
    // A pattern that does not compile turns id-number logins off rather than failing every login.
    expect(loginKind('1023456', '([')).toBe('mobile');
  });

  it('takes id numbers as logins only with a pattern that compiles', () => {
    expect(acceptsIdNumberLogin(PATTERN)).toBe(true);
    expect(acceptsIdNumberLogin(null)).toBe(false);
    expect(acceptsIdNumberLogin('')).toBe(false);
    expect(acceptsIdNumberLogin('([')).toBe(false);
  });
});
