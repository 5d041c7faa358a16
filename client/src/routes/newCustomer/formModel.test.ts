import { describe, expect, test } from 'vitest';
import { type CustomFieldModel, chooseCustomValue, initialForm, leaveStep, parseDay, stepErrors, toggleSameAddress, toggleSmsConsent, visibleItems } from './formModel';

const DISTRICT: CustomFieldModel = { customFieldId: 5, name: 'District', unitLabel: null, isMandatory: true, groupName: 'Supply', type: 'LOOKUP', parentCustomFieldId: null, defaultValue: null, items: [{ itemId: 1, name: 'Nicosia', parentItemId: null }, { itemId: 2, name: 'Limassol', parentItemId: null }] };
const MUNICIPALITY: CustomFieldModel = { ...DISTRICT, customFieldId: 6, name: 'Municipality', parentCustomFieldId: 5, items: [{ itemId: 11, name: 'Strovolos', parentItemId: 1 }, { itemId: 21, name: 'Germasogeia', parentItemId: 2 }] };
const AREA: CustomFieldModel = { ...DISTRICT, customFieldId: 9, name: 'Area', parentCustomFieldId: 6, items: [{ itemId: 111, name: 'Acropolis', parentItemId: 11 }] };
const RESIDENTS: CustomFieldModel = { ...DISTRICT, customFieldId: 2, name: 'Residents', type: 'INTEGER', items: [] };
const FIELDS = [DISTRICT, MUNICIPALITY, AREA, RESIDENTS];

describe('consent rules (002 §2, §4)', () => {
  test('SMS consent starts on, is cleared when General is left without a cell number, and cannot be turned on without one', () => {
    const form = initialForm([]);
    expect(form.consentReceiveSms).toBe(true);
    expect(leaveStep('GENERAL', form).consentReceiveSms).toBe(false);
    expect(toggleSmsConsent(form, true)).toEqual({ form: { ...form, consentReceiveSms: false }, warned: true });
    const withCell = { ...form, cell: { dialCode: '357', number: '99123456' } };
    expect(leaveStep('GENERAL', withCell).consentReceiveSms).toBe(true);
    expect(toggleSmsConsent({ ...withCell, consentReceiveSms: false }, true)).toEqual({ form: withCell, warned: false });
  });
});

describe('address rules (002 §4)', () => {
  test('leaving Addresses with the switch on copies the personal address; turning it off clears the mailing one', () => {
    const form = { ...initialForm([]), personalSameAsMail: true, personal: { ...initialForm([]).personal, lines: ['12 Makarios Ave', '', 'Nicosia', '', ''], code: '1065' } };
    const left = leaveStep('ADDRESSES', form);
    expect(left.mailing).toEqual(form.personal);
    const off = toggleSameAddress(left, false);
    expect(off.mailing.lines).toEqual(['', '', '', '', '']);
    expect(off.mailing.code).toBe('');
    expect(off.personal.code).toBe('1065');
  });
});

describe('custom fields (002 §4, §5)', () => {
  test('a new parent value clears children (and grandchildren) that no longer belong to it', () => {
    let form = initialForm(FIELDS);
    form = chooseCustomValue(form, FIELDS, 5, '1');
    form = chooseCustomValue(form, FIELDS, 6, '11');
    form = chooseCustomValue(form, FIELDS, 9, '111');
    expect(visibleItems(MUNICIPALITY, form).map((item) => item.name)).toEqual(['Strovolos']);
    form = chooseCustomValue(form, FIELDS, 5, '2');
    expect(form.custom).toMatchObject({ 5: '2', 6: '', 9: '' });
    expect(visibleItems(MUNICIPALITY, form).map((item) => item.name)).toEqual(['Germasogeia']);
  });

  test('mandatory values, the 0 … 999,999,999 bounds and dd/MM/yyyy dates', () => {
    const form = { ...initialForm(FIELDS), custom: { 5: '1', 6: '11', 9: '111', 2: '1000000000' } };
    expect(stepErrors('CUSTOM_FIELDS', form, FIELDS, true)).toEqual({ 'custom.2': 'errors.numberRange' });
    expect(stepErrors('CUSTOM_FIELDS', { ...form, custom: { ...form.custom, 2: '2.5' } }, FIELDS, true)).toEqual({ 'custom.2': 'errors.integer' });
    expect(stepErrors('CUSTOM_FIELDS', { ...form, custom: { 2: '3' } }, FIELDS, true)).toEqual({ 'custom.5': 'errors.mandatory', 'custom.6': 'errors.mandatory', 'custom.9': 'errors.mandatory' });
    expect(parseDay('15/01/2027')).toBe('2027-01-15');
    expect(parseDay('31/02/2027')).toBeNull();
    expect(stepErrors('ATTACHMENTS', form, FIELDS, false)).toEqual({});
  });
});

describe('the date of birth is typed DD/MM/YYYY whatever the browser locale (002 §5, §9)', () => {
  test('a typed day that is not a real one keeps the visitor on General; an empty one is allowed', () => {
    const filled = { ...initialForm([]), accountType: 0, consumerType: '1', initial: 'M', surname: 'Georgiou', email: 'm@demo.test', cell: { dialCode: '357', number: '99123456' } };
    expect(stepErrors('GENERAL', { ...filled, birthDate: '1985-03-14' }, [], true)).toEqual({ birthDate: 'errors.date' });
    expect(stepErrors('GENERAL', { ...filled, birthDate: '31/02/1985' }, [], true)).toEqual({ birthDate: 'errors.date' });
    expect(stepErrors('GENERAL', { ...filled, birthDate: '14/03/1985' }, [], true)).toEqual({});
    expect(stepErrors('GENERAL', { ...filled, birthDate: '' }, [], true)).toEqual({});
  });
});
