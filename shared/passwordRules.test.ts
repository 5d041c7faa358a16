import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_MINIMUM_LENGTH, type PasswordPolicy, passwordProblems } from './passwordRules.ts';

const strong: PasswordPolicy = { minimumLength: 8, strong: true };

describe('password rules (000 §5, 001 §5)', () => {
  it('names each broken rule, in order', () => {
    expect(passwordProblems('', strong)).toEqual(['empty']);
    expect(passwordProblems('abc', strong)).toEqual(['tooShort', 'noDigit', 'noSymbol']);
    expect(passwordProblems('12345678!', strong)).toEqual(['noLetter']);
    expect(passwordProblems('abcdefgh!', strong)).toEqual(['noDigit']);
    expect(passwordProblems('abcdefg12', strong)).toEqual(['noSymbol']);
    expect(passwordProblems('Demo-2026!', strong)).toEqual([]);
  });
  it('checks only the length without strongPassword, 7 by default', () => {
    expect(passwordProblems('abcdefg', { minimumLength: DEFAULT_PASSWORD_MINIMUM_LENGTH, strong: false })).toEqual([]);
    expect(passwordProblems('abcdef', { minimumLength: DEFAULT_PASSWORD_MINIMUM_LENGTH, strong: false })).toEqual(['tooShort']);
  });
  it('counts letters and digits of any script, and characters rather than UTF-16 units, as the utility does', () => {
    expect(passwordProblems('κωδικός1!', strong)).toEqual([]);
    expect(passwordProblems('abcdefg٣!', strong)).toEqual([]);
    expect(passwordProblems('a1!😀😀😀😀', strong)).toEqual(['tooShort']);
  });
});
