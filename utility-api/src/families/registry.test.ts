import { describe, expect, it } from 'vitest';
import { TEST_FAMILIES, TEST_PERMIT, VISITOR_NOTICE } from '../routes/applicationFamilies/testing/fixtureFamilies.ts';
import { loadFamilySources } from './loadSources.ts';
import { createFamilyRegistry } from './registry.ts';
import type { FamilySource } from './source.ts';

const registryWith = (...families: FamilySource[]) => () => createFamilyRegistry({ families, sharedLookups: TEST_FAMILIES.sharedLookups });

describe('family registry', () => {
  it('localizes each family once per language', () => {
    const registry = createFamilyRegistry(TEST_FAMILIES);
    const greek = registry.localized('testPermit', 'el');
    expect(greek?.name).toBe('EL Test permit');
    expect(registry.localized('testPermit', 'el')).toBe(greek);
    expect(registry.localized('testPermit', 'en')?.name).toBe('Test permit');
    expect(registry.codeOfType(48)).toBe('visitorNotice');
    expect(registry.localized('unknown', 'en')).toBeUndefined();
  });

  it('stops the start on a broken definition, naming the family and the fault', () => {
    expect(registryWith(TEST_PERMIT, { ...VISITOR_NOTICE, code: 'testPermit' })).toThrow(/family testPermit defined twice/);
    expect(registryWith(TEST_PERMIT, { ...VISITOR_NOTICE, applicationType: 49 })).toThrow(/applicationType 49 used by two families/);
    expect(registryWith({ ...VISITOR_NOTICE, applicationType: 20 })).toThrow(/family visitorNotice: applicationType must be 31–49/);
    expect(registryWith({ ...TEST_PERMIT, lookups: [{ id: 'districts', shared: 'nowhere' }] })).toThrow(/lookup districts: shared lookup nowhere does not exist/);
    expect(registryWith({ ...TEST_PERMIT, lookups: [] })).toThrow(/step applicant\.district: lookup districts is not a lookup of the family/);
    const { 'fields.fullName.label': _missing, ...greek } = TEST_PERMIT.texts.el;
    expect(registryWith({ ...TEST_PERMIT, texts: { ...TEST_PERMIT.texts, el: greek } })).toThrow(/family testPermit: misses texts in el: fields\.fullName\.label/);
    expect(registryWith({ ...TEST_PERMIT, rules: [{ kind: 'notAbove', field: 'volume', limit: 'nothing' }] })).toThrow(/rule notAbove names unknown field nothing/);
    expect(registryWith({ ...TEST_PERMIT, fee: { amount: '150', currency: 'EUR', payBeforeIssue: true } })).toThrow(/fee must be null/);
  });

  it('checks plots, map points and register lookups of the drilling family\'s kind', () => {
    const drilling = loadFamilySources().families.find((family) => family.code === 'drilling')!;
    const withDrilling = (change: (family: FamilySource) => FamilySource) => () =>
      createFamilyRegistry({ families: [change(JSON.parse(JSON.stringify(drilling)) as FamilySource)], sharedLookups: loadFamilySources().sharedLookups });
    expect(withDrilling((family) => family)).not.toThrow();
    const mutate = (edit: (family: { steps: Array<{ fields: Array<Record<string, unknown>>; groups: Array<{ fields: Array<Record<string, unknown>> }> }>; lookups: Array<Record<string, unknown>> }) => void) =>
      withDrilling((family) => {
        edit(family as never);
        return family;
      });
    expect(mutate((family) => void (family.steps[2]!.fields[4]!['insidePlotsOf'] = 'plots.ownership'))).toThrow(/drillingPoint: insidePlotsOf plots\.ownership is not a plot field of a group/);
    expect(mutate((family) => void (family.steps[2]!.fields[4]!['lockedAfterSubmitMetres'] = 0))).toThrow(/lockedAfterSubmitMetres must be above 0/);
    expect(mutate((family) => void (family.steps[2]!.fields[3]!['insidePlotsOf'] = 'plots.plot'))).toThrow(/field plannedDepth: insidePlotsOf and lockedAfterSubmitMetres are for map points/);
    expect(mutate((family) => void delete family.steps[1]!.groups[0]!.fields[0]!['parentLookup'])).toThrow(/a plot needs lookup \(municipalities\) and parentLookup \(districts\)/);
    expect(mutate((family) => void (family.lookups[4]!['register'] = 'plumbers'))).toThrow(/lookup licensedDrillers: register plumbers does not exist/);
  });
});
