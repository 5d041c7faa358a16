import { isEmail } from '../../../components/inputs/contactRules';
import type { PhoneValue } from '../../../components/inputs/PhoneInput';
import { phoneProblem } from '../../../../../shared/phoneRules';

/** The four steps of the customer evaluation (000 §2 /customerEvaluation, "steps 1 to 4"). */
export const EVALUATION_STEPS = ['CONTACT', 'PROPERTY', 'CONSUMPTION', 'CONSENTS'] as const;
export type EvaluationStep = (typeof EVALUATION_STEPS)[number];

/** Limits, the gateway's (`submitCustomerEvaluation`). */
export const EVALUATION_LIMITS = { name: 100, address: 200, occupantsMax: 50, consumptionMax: 1_000_000 } as const;
const POSTAL_CODE = /^\d{4}$/;

export const SUPPLY_TYPES = ['WATER', 'ELECTRICITY'] as const;
export const PROPERTY_TYPES = ['HOUSE', 'APARTMENT', 'SHOP', 'OFFICE'] as const;
export const USAGE_TYPES = ['DOMESTIC', 'COMMERCIAL'] as const;

export interface EvaluationForm {
  name: string;
  email: string;
  phone: PhoneValue;
  address: string;
  postalCode: string;
  supplyType: string;
  propertyType: string;
  usageType: string;
  occupants: string;
  consumption: string;
  consentTerms: boolean;
  consentContactByEmail: boolean;
  consentContactBySms: boolean;
}

export const INITIAL_FORM: EvaluationForm = {
  name: '',
  email: '',
  phone: { dialCode: '', number: '' },
  address: '',
  postalCode: '',
  supplyType: '',
  propertyType: '',
  usageType: '',
  occupants: '',
  consumption: '',
  consentTerms: false,
  consentContactByEmail: true,
  consentContactBySms: false,
};

/** Translation keys (namespace `evaluation`) of a step's problems, by field. */
export type StepProblems = Partial<Record<keyof EvaluationForm, string>>;

const required = (value: string) => value.trim() === '';

/** The problems of one step; an empty object lets the wizard move on. */
export function stepProblems(step: EvaluationStep, form: EvaluationForm): StepProblems {
  const problems: StepProblems = {};
  if (step === 'CONTACT') {
    if (required(form.name)) problems.name = 'errors.required';
    else if (form.name.trim().length > EVALUATION_LIMITS.name) problems.name = 'errors.tooLong';
    if (required(form.email)) problems.email = 'errors.required';
    else if (!isEmail(form.email)) problems.email = 'errors.email';
    const number = form.phone.number.trim();
    if (number !== '' && phoneProblem(form.phone.dialCode, number) !== null) problems.phone = 'errors.phone';
  }
  if (step === 'PROPERTY') {
    if (required(form.address)) problems.address = 'errors.required';
    else if (form.address.trim().length > EVALUATION_LIMITS.address) problems.address = 'errors.tooLong';
    if (!POSTAL_CODE.test(form.postalCode.trim())) problems.postalCode = 'errors.postalCode';
    if (required(form.supplyType)) problems.supplyType = 'errors.required';
    if (required(form.propertyType)) problems.propertyType = 'errors.required';
  }
  if (step === 'CONSUMPTION') {
    if (required(form.usageType)) problems.usageType = 'errors.required';
    const occupants = Number(form.occupants);
    if (!/^\d+$/.test(form.occupants.trim()) || occupants < 1 || occupants > EVALUATION_LIMITS.occupantsMax) problems.occupants = 'errors.occupants';
    const consumption = consumptionValue(form.consumption);
    if (Number.isNaN(consumption) || (consumption !== null && (consumption < 0 || consumption > EVALUATION_LIMITS.consumptionMax))) {
      problems.consumption = 'errors.consumption';
    }
  }
  if (step === 'CONSENTS' && !form.consentTerms) problems.consentTerms = 'errors.consentTerms';
  return problems;
}

/** The optional consumption: null when empty, NaN when not a number (a decimal comma is accepted). */
export function consumptionValue(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

