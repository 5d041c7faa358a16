/** The password pair of 001 §3; the rules of one password are shared/passwordRules.ts. */
import { type PasswordPolicy, passwordProblems } from '../../../../shared/passwordRules';

/** 001 §3: what the password pair reports. */
export interface PasswordPairValue {
  password: string;
  password2: string;
  canContinue: boolean;
}

export function passwordPairValue(password: string, password2: string, policy: PasswordPolicy): PasswordPairValue {
  return { password, password2, canContinue: passwordProblems(password, policy).length === 0 && password === password2 };
}
