import { describe, expect, it } from 'vitest';
import { CUSTOM_RULES } from './customRules.ts';

describe('custom rules of the supplier offer (`002 §5`)', () => {
  it('paymentPhone takes 10 to 15 digits, spaced, dashed or after a +', () => {
    const check = CUSTOM_RULES.paymentPhone!.value!;
    expect(['3579912345', '+357 99 123456', '00357-99-123456', '123456789012345'].map(check)).toEqual([null, null, null, null]);
    expect(['991234567', '1234567890123456', '357 99 12345a', '99 12 34 56', '+357 (99) 123456'].map(check)).toEqual(Array(5).fill('paymentPhoneFormat'));
  });

  it('ibanOfCountry refuses a valid IBAN of another country than the bank\'s, and only that', () => {
    const across = CUSTOM_RULES.ibanOfCountry!.across!;
    const fields = ['iban', 'bankCountry'];
    const cypriot = 'CY17 0020 0128 0000 0012 0052 7600';
    const greek = 'GR16 0110 1250 0000 0001 2300 695';
    expect(across({ iban: cypriot, bankCountry: 'CY' }, fields)).toEqual([]);
    expect(across({ iban: greek.toLowerCase(), bankCountry: 'GR' }, fields)).toEqual([]);
    expect(across({ iban: greek, bankCountry: 'CY' }, fields)).toEqual([{ path: 'iban', code: 'ibanOtherCountry' }]);
    expect(across({ iban: cypriot, bankCountry: 'GR' }, fields)).toEqual([{ path: 'iban', code: 'ibanOtherCountry' }]);
    // an invalid IBAN is its field's problem, a missing one or country the required rule's
    expect(across({ iban: 'GR16 0110 1250 0000 0001 2300 696', bankCountry: 'CY' }, fields)).toEqual([]);
    expect(across({ iban: cypriot }, fields)).toEqual([]);
    expect(across({ bankCountry: 'CY' }, fields)).toEqual([]);
  });
});
