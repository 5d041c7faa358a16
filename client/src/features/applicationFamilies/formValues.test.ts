import { describe, expect, test } from 'vitest';
import { flattenValues, nestValues, saveValuesInput } from './formValues';
import { TEST_FAMILY } from './testFamily';

describe('form values (docs/applicationFamilies.md paths)', () => {
  test('saved paths nest as the form names them and flatten back', () => {
    const saved = { siteName: 'North', 'address.postcode': '1010', 'applicants.0.fullName': 'Maria', 'applicants.1.fullName': 'Nikos' };
    const tree = nestValues(TEST_FAMILY, saved);
    expect(tree['applicants']).toEqual([{ fullName: 'Maria' }, { fullName: 'Nikos' }]);
    expect(flattenValues(tree)).toEqual(saved);
  });

  test('a group starts with its minimum of items', () => {
    expect(nestValues(TEST_FAMILY, {})['applicants']).toEqual([{}]);
  });

  test('a save clears what the form no longer holds (a removed item: later ones moved up)', () => {
    const saved = { 'applicants.0.fullName': 'Maria', 'applicants.1.fullName': 'Nikos', siteName: 'North' };
    const current = { 'applicants.0.fullName': 'Nikos', siteName: 'North', purpose: '' };
    expect(saveValuesInput(current, saved)).toEqual([
      { path: 'applicants.0.fullName', value: 'Nikos' },
      { path: 'siteName', value: 'North' },
      { path: 'applicants.1.fullName', value: '' },
    ]);
  });
});
