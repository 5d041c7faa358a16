/** Password rules of 000 §5 and 001 §5. */

/** 001 §9: the minimum length when the settings give none. */
export const DEFAULT_PASSWORD_MINIMUM_LENGTH = 7;

export interface PasswordPolicy {
  minimumLength: number;
  /** settings.strongPassword: a letter, a digit and a symbol are required. */
  strong: boolean;
}

export type PasswordProblem = 'empty' | 'tooShort' | 'noLetter' | 'noDigit' | 'noSymbol';

/** Every rule the password breaks, in the order of 001 §5, so each gets its own message. */
export function passwordProblems(password: string, { minimumLength, strong }: PasswordPolicy): PasswordProblem[] {
  if (password === '') return ['empty'];
  const problems: PasswordProblem[] = [];
  if (password.length < minimumLength) problems.push('tooShort');
  if (strong) {
    if (!/\p{L}/u.test(password)) problems.push('noLetter');
    if (!/\d/.test(password)) problems.push('noDigit');
    if (!/[^\p{L}\d\s]/u.test(password)) problems.push('noSymbol');
  }
  return problems;
}

/** 001 §3: what the password pair reports. */
export interface PasswordPairValue {
  password: string;
  password2: string;
  canContinue: boolean;
}

export function passwordPairValue(password: string, password2: string, policy: PasswordPolicy): PasswordPairValue {
  return { password, password2, canContinue: passwordProblems(password, policy).length === 0 && password === password2 };
}
