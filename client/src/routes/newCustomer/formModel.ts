import { parseTypedDay } from '../../../../shared/days';
import type { PhoneValue } from '../../components/inputs/PhoneInput';
import { ACCOUNT_TYPE_INDIVIDUAL, CUSTOM_NUMBER_MAX, CUSTOM_NUMBER_MIN, EMAIL_PATTERN, type WizardStep } from './wizardRules';

/** 002 §3 mailing or personal address. */
export interface AddressForm {
  lines: string[];
  careOf: string;
  flatName: string;
  flatNo: string;
  houseNo: string;
  code: string;
}

type CustomFieldKind = 'STRING' | 'INTEGER' | 'DECIMAL' | 'DATE' | 'LOOKUP' | 'LIBRARY';

export interface CustomFieldModel {
  readonly customFieldId: number;
  readonly name: string;
  readonly unitLabel: string | null | undefined;
  readonly isMandatory: boolean;
  readonly groupName: string;
  readonly type: CustomFieldKind | string;
  readonly parentCustomFieldId: number | null | undefined;
  readonly defaultValue: string | null | undefined;
  readonly items: ReadonlyArray<{ readonly itemId: number; readonly name: string; readonly parentItemId: number | null | undefined }>;
}

/** Everything the visitor typed (002 §3 form fields); kept whole while steps move or refuse. */
export interface NewCustomerForm {
  accountType: number;
  consumerType: string;
  /** The id of the chosen title as text (002 §3 SelectTitle: '' none, '0' Other), see titles.ts. */
  title: string;
  customTitle: string;
  initial: string;
  surname: string;
  email: string;
  idNo: string | null;
  idTypeId: string | null;
  taxNo: string;
  birthDate: string;
  gender: string;
  telNo: string;
  cell: PhoneValue;
  workTelNo: string;
  faxNo: string;
  consentReceiveSms: boolean;
  personalSameAsMail: boolean;
  mailing: AddressForm;
  personal: AddressForm;
  files: File[];
  /** Custom values as typed: text, number text, dd/MM/yyyy, or an itemId. */
  custom: Record<number, string>;
}

const emptyAddress = (): AddressForm => ({ lines: ['', '', '', '', ''], careOf: '', flatName: '', flatNo: '', houseNo: '', code: '' });

export function initialForm(fields: readonly CustomFieldModel[]): NewCustomerForm {
  return {
    accountType: ACCOUNT_TYPE_INDIVIDUAL,
    consumerType: '',
    title: '',
    customTitle: '',
    initial: '',
    surname: '',
    email: '',
    idNo: null,
    idTypeId: null,
    taxNo: '',
    birthDate: '',
    gender: '',
    telNo: '',
    cell: { dialCode: '', number: '' },
    workTelNo: '',
    faxNo: '',
    // 002 §2: ConsentReceiveSms is on by default (ConsentReceiveEmail is always on).
    consentReceiveSms: true,
    personalSameAsMail: false,
    mailing: emptyAddress(),
    personal: emptyAddress(),
    files: [],
    custom: Object.fromEntries(fields.flatMap((field) => (field.defaultValue ? [[field.customFieldId, field.defaultValue]] : []))),
  };
}

/** Message keys of the newCustomer namespace. */
export type ErrorKey = 'errors.mandatory' | 'errors.email' | 'errors.cellPhone' | 'errors.numberRange' | 'errors.date' | 'errors.integer';

const blank = (value: string) => value.trim() === '';

/** dd/MM/yyyy (002 §5) → yyyy-MM-dd, or null when it is not a real day (shared/days.ts). */
export const parseDay = parseTypedDay;

function customProblem(field: CustomFieldModel, raw: string | undefined): ErrorKey | null {
  const value = (raw ?? '').trim();
  if (value === '') return field.isMandatory ? 'errors.mandatory' : null;
  if (field.type === 'INTEGER' || field.type === 'DECIMAL') {
    const number = Number(value);
    if (!Number.isFinite(number)) return 'errors.numberRange';
    if (field.type === 'INTEGER' && !Number.isInteger(number)) return 'errors.integer';
    return number < CUSTOM_NUMBER_MIN || number > CUSTOM_NUMBER_MAX ? 'errors.numberRange' : null;
  }
  if (field.type === 'DATE') return parseDay(value) === null ? 'errors.date' : null;
  return null;
}

/**
 * 002 §4, §5: the problems that keep the visitor on a step, by field name (attachments are exempt).
 * `cellValid`: whether the cell number meets the phone rules and the utility's pattern (cellPhoneRule.ts).
 */
export function stepErrors(step: WizardStep, form: NewCustomerForm, fields: readonly CustomFieldModel[], cellValid: boolean): Record<string, ErrorKey> {
  const errors: Record<string, ErrorKey> = {};
  if (step === 'GENERAL') {
    if (blank(form.consumerType)) errors['consumerType'] = 'errors.mandatory';
    if (form.accountType === ACCOUNT_TYPE_INDIVIDUAL && blank(form.initial)) errors['initial'] = 'errors.mandatory';
    if (blank(form.surname)) errors['surname'] = 'errors.mandatory';
    if (!blank(form.birthDate) && parseDay(form.birthDate) === null) errors['birthDate'] = 'errors.date';
    if (blank(form.email)) errors['email'] = 'errors.mandatory';
    else if (!EMAIL_PATTERN.test(form.email.trim())) errors['email'] = 'errors.email';
    if (blank(form.cell.number)) errors['cellTelNo'] = 'errors.mandatory';
    else if (!cellValid) errors['cellTelNo'] = 'errors.cellPhone';
  }
  if (step === 'CUSTOM_FIELDS') {
    for (const field of fields) {
      const problem = customProblem(field, form.custom[field.customFieldId]);
      if (problem) errors[`custom.${field.customFieldId}`] = problem;
    }
  }
  return errors;
}

const hasCellNumber = (form: NewCustomerForm) => !blank(form.cell.number);

/** 002 §4: leaving a step applies its rules (general clears SMS consent without a cell number; addresses copy). */
export function leaveStep(step: WizardStep, form: NewCustomerForm): NewCustomerForm {
  if (step === 'GENERAL' && !hasCellNumber(form)) return { ...form, consentReceiveSms: false };
  if (step === 'ADDRESSES' && form.personalSameAsMail) return { ...form, mailing: { ...form.personal, lines: [...form.personal.lines] } };
  return form;
}

/** 002 §4: turning SMS consent on without a cell number reverts it; `warned` asks the screen to say why. */
export function toggleSmsConsent(form: NewCustomerForm, on: boolean): { form: NewCustomerForm; warned: boolean } {
  if (on && !hasCellNumber(form)) return { form: { ...form, consentReceiveSms: false }, warned: true };
  return { form: { ...form, consentReceiveSms: on }, warned: false };
}

/** 002 §4: turning 'personal address same as mail' off clears the mailing address. */
export function toggleSameAddress(form: NewCustomerForm, on: boolean): NewCustomerForm {
  return on ? { ...form, personalSameAsMail: true } : { ...form, personalSameAsMail: false, mailing: emptyAddress() };
}

/** 002 §4: a child lookup keeps its value only while the value belongs to the parent's chosen item. */
export function chooseCustomValue(form: NewCustomerForm, fields: readonly CustomFieldModel[], id: number, value: string): NewCustomerForm {
  const custom = { ...form.custom, [id]: value };
  let changed = [id];
  while (changed.length > 0) {
    const next: number[] = [];
    for (const child of fields.filter((field) => field.parentCustomFieldId != null && changed.includes(field.parentCustomFieldId))) {
      const parentValue = Number(custom[child.parentCustomFieldId!]);
      const chosen = child.items.find((item) => String(item.itemId) === custom[child.customFieldId]);
      if (custom[child.customFieldId] && (!chosen || chosen.parentItemId !== parentValue)) {
        custom[child.customFieldId] = '';
        next.push(child.customFieldId);
      }
    }
    changed = next;
  }
  return { ...form, custom };
}

/** The options of a lookup field, filtered by its parent field's chosen item (002 §4). */
export function visibleItems(field: CustomFieldModel, form: NewCustomerForm) {
  if (field.parentCustomFieldId == null) return field.items;
  const parent = Number(form.custom[field.parentCustomFieldId]);
  return field.items.filter((item) => item.parentItemId === parent);
}
