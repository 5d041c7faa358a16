/**
 * Rules a family needs beyond the field kinds and cross rules of ./definition.ts, by name. A definition
 * names one in a field's `check` (`value`) or in a `custom` cross rule (`across`); adding a family needs
 * at most one new entry here.
 */
import { ibanCountry, ibanProblem } from '../iban.ts';
import { isValidPaymentPhone } from '../paymentPhone.ts';
import type { FieldValues } from './definition.ts';
import type { Problem, ProblemCode } from './problems.ts';

export interface CustomRule {
  /** The problem of one filled value, or null. */
  value?: (value: string) => ProblemCode | null;
  /** The problems across the named fields. */
  across?: (values: FieldValues, fields: readonly string[]) => Problem[];
}

/** Cyprus vehicle registration: three letters and three digits (`ABC123`, `ABC 123`). */
const VEHICLE_REGISTRATION = /^[A-Z]{3}\s?\d{3}$/i;

/** European Waste Catalogue code: chapter 01–20, sub-chapter and entry in pairs, `*` when hazardous (`16 05 06*`). */
const EWC_CODE = /^(0[1-9]|1\d|20)\s?\d{2}\s?\d{2}\s?\*?$/;

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

export const CUSTOM_RULES: Readonly<Record<string, CustomRule>> = {
  vehicleRegistration: { value: (value) => (VEHICLE_REGISTRATION.test(value.trim()) ? null : 'vehicleRegistrationFormat') },
  ewcCode: { value: (value) => (EWC_CODE.test(value.trim()) ? null : 'ewcCodeFormat') },
  /** A declaration the applicant must make (a yes/no field answered yes). */
  confirmed: { value: (value) => (value === 'yes' ? null : 'confirmationRequired') },
  /** A place given either way (coordinates or a description): each of the fields is asked for while all are empty. */
  oneOf: {
    across: (values, fields) => (fields.every((field) => isBlank(values[field])) ? fields.map((path) => ({ path, code: 'oneOfRequired' as const })) : []),
  },
  /** `002 §5`: a payment phone number is 10 to 15 digits (shared/paymentPhone.ts, as payment agreements check it). */
  paymentPhone: { value: (value) => (isValidPaymentPhone(value) ? null : 'paymentPhoneFormat') },
  /**
   * `002 §5` "IBAN must be valid and a bank chosen": fields `[iban, country]`, the country a lookup whose
   * values are ISO country codes and which the bank lookup names as its parent. A valid IBAN of another
   * country cannot be the chosen bank's; an invalid one is already refused by its field.
   */
  ibanOfCountry: {
    across: (values, [ibanField = '', countryField = '']) => {
      const iban = values[ibanField];
      const country = values[countryField];
      if (isBlank(iban) || isBlank(country) || ibanProblem(iban!) !== null) return [];
      return ibanCountry(iban!) === country!.trim().toUpperCase() ? [] : [{ path: ibanField, code: 'ibanOtherCountry' }];
    },
  },
};
