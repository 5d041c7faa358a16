import { describe, expect, test } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv';

describe('CSV export', () => {
  test('quotes separators and quotes, and defuses formulas', () => {
    expect(csvField('Makariou III Avenue, 1065 Nicosia')).toBe('"Makariou III Avenue, 1065 Nicosia"');
    expect(csvField('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-12')).toBe("'-12");
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  test('starts with a BOM and ends lines with CRLF', () => {
    const csv = toCsv(['Λογαριασμός', 'الاسم'], [['10000013', 'Μαρία'], ['2', 'x']]);
    expect(csv.startsWith('\uFEFFΛογαριασμός,الاسم\r\n')).toBe(true);
    expect(csv.split('\r\n')).toEqual(['\uFEFFΛογαριασμός,الاسم', '10000013,Μαρία', '2,x', '']);
  });

  test('names the file by its stem and the day of the export', () => {
    expect(csvFileName('accounts', new Date('2026-11-27T10:00:00Z'))).toBe('accounts-2026-11-27.csv');
  });
});
