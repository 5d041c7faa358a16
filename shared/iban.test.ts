import { describe, expect, it } from 'vitest';
import { compactIban, groupIban, ibanCountry, ibanProblem, isValidIban, maskIban } from './iban.ts';

describe('IBAN (ISO 13616)', () => {
  it('accepts valid Cypriot, Greek and German IBANs typed any way', () => {
    expect(isValidIban('CY17 0020 0128 0000 0012 0052 7600')).toBe(true);
    expect(isValidIban('GR1601101250000000012300695')).toBe(true);
    expect(isValidIban('gr1601101250000000012300695')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
  });
  it('names the problem of an invalid one: checksum, length by country, unknown country, format', () => {
    expect(ibanProblem('CY18 0020 0128 0000 0012 0052 7600')).toBe('checksum');
    expect(ibanProblem('CY17 0020 0128 0000 0012 0052 7601')).toBe('checksum');
    expect(ibanProblem('GR16011012500000000123006950')).toBe('length');
    expect(ibanProblem('DE89 3704 0044 0532 0130')).toBe('length');
    expect(ibanProblem('ZZ89370400440532013000')).toBe('country');
    expect(ibanProblem('not an iban')).toBe('format');
    expect(ibanProblem('12345')).toBe('format');
    expect(ibanProblem('')).toBe('format');
  });
  it('normalises to the compact upper-case form and its country', () => {
    expect(compactIban(' cy17 0020 0128 0000 0012 0052 7600 ')).toBe('CY17002001280000001200527600');
    expect(ibanCountry('gr16 0110')).toBe('GR');
  });
  it('shows the IBAN in groups of four, at most 34 characters', () => {
    expect(groupIban('cy17002001280000001200527600')).toBe('CY17 0020 0128 0000 0012 0052 7600');
    expect(groupIban('DE89 37')).toBe('DE89 37');
    expect(groupIban('MT'.padEnd(40, '1')).replace(/ /g, '')).toHaveLength(34);
  });
  it('masks all but the first and last four characters', () => {
    expect(maskIban('CY17 0020 0128 0000 0012 0052 7600')).toBe('CY17 **** 7600');
    expect(maskIban(null)).toBeNull();
  });
});
