/**
 * Rules a family needs beyond the field kinds and cross rules of ./definition.ts, by name. A definition
 * names one in a field's `check` (`value`) or in a `custom` cross rule (`across`); adding a family needs
 * at most one new entry here.
 */
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

export const CUSTOM_RULES: Readonly<Record<string, CustomRule>> = {
  vehicleRegistration: { value: (value) => (VEHICLE_REGISTRATION.test(value.trim()) ? null : 'vehicleRegistrationFormat') },
};
