import { e164Digits } from '../../../../shared/phoneRules';
import type { AddressForm, CustomFieldModel, NewCustomerForm } from './formModel';
import { parseDay } from './formModel';
import type { LocaleCode } from '../../i18n/locales';
import { chosenTitle } from './titles';
import { ACCOUNT_TYPE_CORPORATE } from './wizardRules';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function address(form: AddressForm) {
  return { lines: form.lines, careOf: orNull(form.careOf), flatName: orNull(form.flatName), flatNo: orNull(form.flatNo), houseNo: orNull(form.houseNo), code: orNull(form.code) };
}

function customValue(field: CustomFieldModel, raw: string | undefined) {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  const base = { customFieldId: field.customFieldId };
  if (field.type === 'INTEGER' || field.type === 'DECIMAL') return { ...base, number: Number(value) };
  if (field.type === 'DATE') return { ...base, date: parseDay(value) };
  if (field.type === 'LOOKUP' || field.type === 'LIBRARY') return { ...base, itemId: Number(value) };
  return { ...base, text: value };
}

/** The `SubmitNewCustomerApplicationInput` of a completed form (002 §3), files as upload placeholders. */
export function submissionInput(
  form: NewCustomerForm,
  fields: readonly CustomFieldModel[],
  codes: { token: string; idempotencyKey: string; emailCode: string; smsCode: string | null },
  /** The language the form was filled in: the listed title is sent as the applicant read it. */
  language: LocaleCode,
) {
  const corporate = form.accountType === ACCOUNT_TYPE_CORPORATE;
  return {
    ...codes,
    accountType: form.accountType,
    consumerType: Number(form.consumerType),
    title: corporate ? null : chosenTitle(form.title, form.customTitle, language),
    initial: corporate ? null : orNull(form.initial),
    surname: form.surname.trim(),
    email: form.email.trim(),
    idNo: form.idNo,
    idTypeId: form.idTypeId === null ? null : Number(form.idTypeId),
    taxNo: orNull(form.taxNo),
    birthDate: corporate ? null : parseDay(form.birthDate),
    gender: corporate || form.gender === '' ? null : Number(form.gender),
    telNo: orNull(form.telNo),
    cellTelNo: `+${e164Digits(form.cell) ?? ''}`,
    workTelNo: orNull(form.workTelNo),
    faxNo: orNull(form.faxNo),
    mailingAddress: address(form.mailing),
    personalAddress: address(form.personal),
    consentReceiveSms: form.consentReceiveSms,
    customFieldValues: fields.flatMap((field) => customValue(field, form.custom[field.customFieldId]) ?? []),
  };
}
