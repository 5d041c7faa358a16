import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES, normalizePropertyValue, type PropertyDefinition } from './elementProperties.ts';

const definition = (type: PropertyDefinition['type'], isMandatory = false): PropertyDefinition => ({
  definitionId: 1, typeId: 1, groupName: 'G', number: 1, name: 'N', unit: null, type, isMandatory,
  items: [{ itemId: 3, name: 'Steel' }],
});

describe('element property values (002 §3 types, §5 number range)', () => {
  it('keeps integers and decimals within 0 to 999,999,999', () => {
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.integer), ' 0250 ')).toEqual({ value: '250' });
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.integer), '999999999')).toEqual({ value: '999999999' });
    for (const bad of ['1000000000', '-1', '2.5', '1e3']) expect(normalizePropertyValue(definition(PROPERTY_TYPES.integer), bad)).toEqual({ problem: 'integer' });
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.decimal), '12,345')).toEqual({ value: '12.345' });
    for (const bad of ['1.2345', '1000000000', 'abc']) expect(normalizePropertyValue(definition(PROPERTY_TYPES.decimal), bad)).toEqual({ problem: 'decimal' });
  });

  it('checks days, lookup items, text length and mandatory values', () => {
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.date), '2024-02-29')).toEqual({ value: '2024-02-29' });
    for (const bad of ['2023-02-29', '1900-01-01', '29/02/2024']) expect(normalizePropertyValue(definition(PROPERTY_TYPES.date), bad)).toEqual({ problem: 'date' });
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.lookup), '3')).toEqual({ value: '3' });
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.lookup), '4')).toEqual({ problem: 'lookup' });
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.text), 'x'.repeat(201))).toEqual({ problem: 'tooLong' });
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.text), '  ')).toEqual({ value: null });
    expect(normalizePropertyValue(definition(PROPERTY_TYPES.text, true), '  ')).toEqual({ problem: 'mandatory' });
  });
});
