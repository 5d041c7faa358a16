import { describe, expect, it } from 'vitest';
import { consumptionValue, INITIAL_FORM, stepProblems } from './evaluationForm';

const form = {
  ...INITIAL_FORM,
  name: 'Andreas',
  email: 'andreas@example.test',
  phone: { dialCode: '357', number: '' },
  address: '3 Makariou Avenue',
  postalCode: '6016',
  supplyType: 'WATER',
  propertyType: 'HOUSE',
  usageType: 'DOMESTIC',
  occupants: '3',
  consentTerms: true,
};

describe('customer evaluation steps', () => {
  it('lets a complete form through every step', () => {
    for (const step of ['CONTACT', 'PROPERTY', 'CONSUMPTION', 'CONSENTS'] as const) expect(stepProblems(step, form)).toEqual({});
  });

  it('names each step\'s problems', () => {
    expect(stepProblems('CONTACT', { ...form, email: 'x@', phone: { dialCode: '357', number: '2200' } })).toEqual({ email: 'errors.email', phone: 'errors.phone' });
    expect(stepProblems('PROPERTY', { ...form, postalCode: '60', supplyType: '' })).toEqual({ postalCode: 'errors.postalCode', supplyType: 'errors.required' });
    expect(stepProblems('CONSUMPTION', { ...form, occupants: '0', consumption: 'lots' })).toEqual({ occupants: 'errors.occupants', consumption: 'errors.consumption' });
    expect(stepProblems('CONSENTS', { ...form, consentTerms: false })).toEqual({ consentTerms: 'errors.consentTerms' });
  });

  it('reads an optional consumption with a decimal comma', () => {
    expect(consumptionValue('')).toBeNull();
    expect(consumptionValue('12,5')).toBe(12.5);
    expect(consumptionValue('-1')).toBeNaN();
  });
});
