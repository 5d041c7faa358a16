import { isValidContact } from '../../../components/inputs/contactRules';

export interface RegistrationValues {
  accountName: string;
  idNo: string;
  emailOrMobile: string;
  passwordOk: boolean;
}

/** 000 §5: Register is enabled only with every mandatory field valid and no request in flight. */
export function canRegister(values: RegistrationValues, idRequired: boolean, phonePattern: string | null | undefined): boolean {
  return (
    values.accountName.trim() !== '' &&
    (!idRequired || values.idNo.trim() !== '') &&
    isValidContact(values.emailOrMobile, 'either', phonePattern) &&
    values.passwordOk
  );
}

/** 000 §3: an email is sent lower-cased; a mobile number as typed (trimmed). */
export function registrationLogin(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}
