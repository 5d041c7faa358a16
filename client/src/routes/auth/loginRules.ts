import { contactProblem } from '../../components/inputs/contactRules';
import type { FormRules } from '../../forms/usePortalForm';
import type { TFunction } from '../../i18n/i18n';
import { loginKind } from '../../../../shared/loginIdentifier';

/** What the login form holds, as typed. */
export interface LoginInputs {
  username: string;
  password: string;
  otpCode: string;
  trustedComputer: boolean;
}

/**
 * The problem of a typed login (000 §5, 001 §5): an id number by the utility's pattern is fine as it is
 * (shared/loginIdentifier.ts decides), an e-mail address or a mobile number is checked as the contact input does.
 */
function loginIdentifierProblem(t: TFunction, value: string, idNumberPattern: string | null): string | null {
  return loginKind(value, idNumberPattern) === 'idNumber' ? null : contactProblem(t, value, 'either');
}

/** The login form's rules: a login the utility can find its user by, and a password. */
export function loginRules(t: TFunction, idNumberPattern: string | null): FormRules<LoginInputs> {
  return ({ username, password }) => ({
    username: loginIdentifierProblem(t, username, idNumberPattern),
    password: password.trim() ? null : t('changes.passwordRequired'),
  });
}
