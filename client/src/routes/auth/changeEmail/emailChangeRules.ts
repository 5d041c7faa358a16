import { isEmail } from '../../../components/inputs/contactRules';
import { sameEmail } from '../changePassword/profileMatch';

export interface EmailChangeValues {
  currentEmail: string;
  newEmail: string;
  password: string;
}

export type EmailChangeProblem = 'wrongEmail' | 'sameEmail' | 'passwordRequired';

/** 001 §5: Submit needs both emails valid (and no request in progress or completed). */
export function canRequestEmailChange(values: EmailChangeValues): boolean {
  return isEmail(values.currentEmail) && isEmail(values.newEmail);
}

/** 001 §5 change-email checks, in order: the current email is the profile's, the new one differs, a password. */
export function emailChangeProblem(values: EmailChangeValues, profileEmail: string | null | undefined): EmailChangeProblem | null {
  if (!sameEmail(values.currentEmail, profileEmail)) return 'wrongEmail';
  if (sameEmail(values.newEmail, values.currentEmail)) return 'sameEmail';
  if (values.password === '') return 'passwordRequired';
  return null;
}
