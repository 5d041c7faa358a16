import type { CustomFieldValueInput } from '../../__generated__/resolvers.ts';
import type { LanguageCode } from '../../request/language.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { isAllowedFile } from '../../files/fileSignature.ts';
import { isValidEmail } from '../../../../shared/contacts.ts';
import type { SettingsModel } from '../settings/mapSettings.ts';
import type { UpstreamCustomField, UpstreamCustomValue } from './api.ts';
import { isAllowedCellPhone } from './cellPhone.ts';
import { newCustomerMessage } from './messages.ts';
import { ACCOUNT_TYPE_INDIVIDUAL, CUSTOM_NUMBER_MAX, CUSTOM_NUMBER_MIN, NEW_CUSTOMER_FILE_EXTENSIONS, NEW_CUSTOMER_FILE_MAX_BYTES } from './rules.ts';

export interface FormFields {
  accountType: number;
  consumerType: number;
  initial?: string | null;
  surname: string;
  email: string;
  cellTelNo: string;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** `002 §5` rules of the form fields. */
export function formErrors(input: FormFields, settings: SettingsModel, language: LanguageCode): UserError[] {
  const mandatory = (field: string) => userError('MANDATORY_FIELD', newCustomerMessage('mandatory', language), field);
  const errors: UserError[] = [];
  if (blank(input.surname)) errors.push(mandatory('surname'));
  if (input.accountType === ACCOUNT_TYPE_INDIVIDUAL && blank(input.initial)) errors.push(mandatory('initial'));
  if (blank(input.email)) errors.push(mandatory('email'));
  else if (!isValidEmail(input.email.trim())) errors.push(userError('INVALID_INPUT', newCustomerMessage('emailError', language), 'email'));
  if (blank(input.cellTelNo)) errors.push(mandatory('cellTelNo'));
  else if (!isAllowedCellPhone(input.cellTelNo, settings)) errors.push(userError('INVALID_INPUT', newCustomerMessage('cellPhoneError', language), 'cellTelNo'));
  return errors;
}

/** `002 §5`: each file at most 4,000,000 bytes, .pdf .jpg .jpeg .png by content; checked before anything is stored. */
export async function fileErrors(files: readonly File[], language: LanguageCode): Promise<UserError[]> {
  const errors: UserError[] = [];
  for (const file of files) {
    if (file.size > NEW_CUSTOMER_FILE_MAX_BYTES) errors.push(userError('FILE_TOO_BIG', newCustomerMessage('fileTooBig', language), 'files'));
    else if (!(await isAllowedFile(file, NEW_CUSTOMER_FILE_EXTENSIONS))) {
      errors.push(userError('FILE_TYPE_NOT_ALLOWED', newCustomerMessage('fileTypeNotAllowed', language), 'files'));
    }
  }
  return errors;
}

/** The upstream value of one field, or a userError when it breaks `002 §5` (mandatory, 0 … 999,999,999). */
export function customValue(field: UpstreamCustomField, given: CustomFieldValueInput | undefined, language: LanguageCode): UpstreamCustomValue | UserError | null {
  const value: UpstreamCustomValue = { customFieldId: field.customFieldId, strValue: null, intValue: null, dblValue: null, dateValue: null, dataId: null };
  const where = `customFieldValues.${field.customFieldId}`;
  const number = given?.number ?? null;
  if (number !== null && (number < CUSTOM_NUMBER_MIN || number > CUSTOM_NUMBER_MAX || (field.type === 1 && !Number.isInteger(number)))) {
    return userError('INVALID_INPUT', newCustomerMessage('numberRange', language), where);
  }
  if (field.type === 0) value.strValue = blank(given?.text) ? null : given!.text!.trim();
  else if (field.type === 1) value.intValue = number;
  else if (field.type === 2) value.dblValue = number;
  else if (field.type === 3) value.dateValue = given?.date ?? null;
  else value.dataId = given?.itemId ?? null;
  const empty = value.strValue === null && value.intValue === null && value.dblValue === null && value.dateValue === null && value.dataId === null;
  if (empty) return field.isMandatory ? userError('MANDATORY_FIELD', newCustomerMessage('mandatory', language), where) : null;
  return value;
}
