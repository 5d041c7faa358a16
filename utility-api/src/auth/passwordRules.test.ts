import { describe, expect, it } from 'vitest';
import { passwordRuleFailure } from './passwordRules.ts';

const strong = { strongPassword: true, passwordMinimumLength: 8 };

describe('password rules (001 §5)', () => {
  it('names each broken rule in its own text, with status 17', () => {
    expect(passwordRuleFailure('', strong, 'en')).toEqual({ status: 17, text: 'Please enter a password' });
    expect(passwordRuleFailure('Ab1!', strong, 'en')).toEqual({ status: 17, text: 'The password must have at least 8 characters' });
    expect(passwordRuleFailure('12345678!', strong, 'en')?.text).toBe('The password must contain at least one letter');
    expect(passwordRuleFailure('abcdefgh!', strong, 'en')?.text).toBe('The password must contain at least one digit');
    expect(passwordRuleFailure('abcdefg12', strong, 'en')?.text).toBe('The password must contain at least one special character');
    expect(passwordRuleFailure('abcdefg1!', strong, 'en')).toBeUndefined();
  });

  it('speaks the request language', () => {
    expect(passwordRuleFailure('Ab1!', strong, 'el')?.text).toBe('Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 8 χαρακτήρες');
    expect(passwordRuleFailure('abcdefg12', strong, 'ru')?.text).toBe('Пароль должен содержать хотя бы один специальный символ');
  });

  it('counts letters of any script and only checks the length without strongPassword', () => {
    expect(passwordRuleFailure('κωδικός1!', strong, 'en')).toBeUndefined();
    expect(passwordRuleFailure('abcdefgh', { strongPassword: false, passwordMinimumLength: 8 }, 'en')).toBeUndefined();
    expect(passwordRuleFailure('abcdef', {}, 'en')?.text).toBe('The password must have at least 7 characters');
  });
});
