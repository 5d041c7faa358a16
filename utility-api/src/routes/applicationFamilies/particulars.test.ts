import { describe, expect, it } from 'vitest';
import { createFamilyRegistry } from '../../families/registry.ts';
import { COMPLETE_VALUES, TEST_FAMILIES } from './testing/fixtureFamilies.ts';
import { particularsOf } from './particulars.ts';

describe('particulars of an issued document', () => {
  it('labels the values in the document\'s language: lookups by label, yes/no in words, dates dd/MM/yyyy, addresses (of group items too) and items joined', () => {
    const family = createFamilyRegistry(TEST_FAMILIES).localized('testPermit', 'el');
    const depot = { 'vehicles.3.depot.street': '1 Dock Road', 'vehicles.3.depot.postcode': '3011', 'vehicles.3.depot.city': 'Limassol' };
    expect(particularsOf(family!, { ...COMPLETE_VALUES, 'vehicles.3.registration': 'XYZ999', ...depot }, 'el')).toEqual([
      { label: 'EL Full name', value: 'Maria Georgiou' },
      { label: 'EL Start date', value: '01/06/2026' },
      { label: 'EL District', value: 'EL Limassol' },
      { label: 'EL Own well', value: 'Ναι' },
      { label: 'EL Site', value: '1 Main Street, 3010 Limassol' },
      { label: 'EL Vehicle 1', value: 'ABC123' },
      { label: 'EL Vehicle 2', value: 'XYZ999, 1 Dock Road, 3011 Limassol' },
    ]);
  });
});
