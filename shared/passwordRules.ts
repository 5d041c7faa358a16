/**
 * The password rules of `000 §5` and `001 §5`, kept once: the client names each rule a new password
 * breaks as it is typed, the reference utility API (utility-api/) refuses the first one with its text, and
 * the gateway falls back to the same minimum length when the utility gives none.
 */

/** `001 §9`: the minimum length when the settings give none. */
export const DEFAULT_PASSWORD_MINIMUM_LENGTH = 7;

export interface PasswordPolicy {
  minimumLength: number;
  /** settings.strongPassword: a letter, a digit and a symbol are required. */
  strong: boolean;
}

export type PasswordProblem = 'empty' | 'tooShort' | 'noLetter' | 'noDigit' | 'noSymbol';

// Letters and digits of any script; a symbol is anything else but white space.
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const SYMBOL = /[^\p{L}\p{Nd}\s]/u;

/** Every rule the password breaks, in the order of `001 §5`; the length counts characters, not UTF-16 units. */
export function passwordProblems(password: string, { minimumLength, strong }: PasswordPolicy): PasswordProblem[] {
  if (password === '') return ['empty'];
  const problems: PasswordProblem[] = [];
  if ([...password].length < minimumLength) problems.push('tooShort');
  if (strong) {
    if (!LETTER.test(password)) problems.push('noLetter');
    if (!DIGIT.test(password)) problems.push('noDigit');
    if (!SYMBOL.test(password)) problems.push('noSymbol');
  }
  return problems;
}
