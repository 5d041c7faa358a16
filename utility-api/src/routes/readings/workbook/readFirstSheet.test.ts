import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { craftedWorkbook, hugeEntrySheet, manyRowsSheet, sharedStringsBomb, zipArchive } from '../../../testing/craftedWorkbooks.ts';
import { peakHeapGrowth } from '../../../testing/peakHeap.ts';
import { MAX_DATA_ROWS, MAX_FILLED_CELLS, MAX_MERGED_RANGES, MAX_SHARED_STRINGS } from './limits.ts';
import { readFirstSheet } from './readFirstSheet.ts';

const MiB = 1024 * 1024;

describe('readFirstSheet', () => {
  it('reads what a spreadsheet program writes: shared, rich and formula texts, numbers, dates by style, booleans', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    workbook.addWorksheet('Instructions').addRow(['1. Fill one row per half-hour']);
    sheet.addRow(['Meter reference', 'Date', 'Period', 'Consumption']);
    sheet.addRow(['M0000001', '01/03/2025', 1, 0.4]);
    sheet.addRow([{ richText: [{ text: 'M000' }, { text: '0002', font: { bold: true } }] }, new Date(Date.UTC(2025, 2, 2)), { formula: '1+1', result: 2 }, true]);
    sheet.getCell('B3').numFmt = 'dd/mm/yyyy';
    sheet.getRow(5).values = ['A & <B>', "it's\r\nhere", 48, 'ignored beyond the columns asked for'];
    sheet.getCell('E5').value = 'a note';
    const rows = await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()), 4);
    expect(rows).toEqual([
      { row: 1, values: ['Meter reference', 'Date', 'Period', 'Consumption'] },
      { row: 2, values: ['M0000001', '01/03/2025', 1, 0.4] },
      { row: 3, values: ['M0000002', new Date(Date.UTC(2025, 2, 2)), 2, true] },
      { row: 5, values: ['A & <B>', "it's\nhere", 48, 'ignored beyond the columns asked for'] },
    ]);
  });

  it('reads line ends as XML does and characters escaped as _xHHHH_ as spreadsheet programs mean them', async () => {
    const cell = (column: string, text: string) => `<c r="${column}1" t="inlineStr"><is><t>${text}</t></is></c>`;
    const sheet = `<worksheet><sheetData><row r="1">${cell('A', 'a\r\nb\rc')}${cell('B', 'd_x000D_e_x0009_f')}</row></sheetData></worksheet>`;
    expect(await readFirstSheet(craftedWorkbook({ sheet: Buffer.from(sheet) }), 2)).toEqual([{ row: 1, values: ['a\nb\nc', 'd\re\tf'] }]);
  });

  it('gives every cell of a merged range its top-left value, as a spreadsheet program shows it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['Meter reference', 'Date', 'Period', 'Consumption']);
    for (const period of [1, 2, 3]) sheet.addRow([period === 1 ? 'M0000001' : null, '01/03/2025', period, 0.5]);
    sheet.mergeCells('A2:A4');
    expect(await readFirstSheet(Buffer.from(await workbook.xlsx.writeBuffer()), 4)).toEqual([
      { row: 1, values: ['Meter reference', 'Date', 'Period', 'Consumption'] },
      ...[1, 2, 3].map((period) => ({ row: period + 1, values: ['M0000001', '01/03/2025', period, 0.5] })),
    ]);
    const merges = Array.from({ length: MAX_MERGED_RANGES + 1 }, (_, index) => `<mergeCell ref="A${index + 2}:B${index + 2}"/>`).join('');
    const tooMany = `<worksheet><sheetData><row r="1"><c><v>1</v></c></row></sheetData><mergeCells>${merges}</mergeCells></worksheet>`;
    expect(await readFirstSheet(craftedWorkbook({ sheet: Buffer.from(tooMany) }), 4)).toBe('tooLarge');
  });

  it('reads a year of one meter\'s half-hours and refuses one row more', async () => {
    const year = await readFirstSheet(manyRowsSheet(MAX_DATA_ROWS), 4);
    expect(year).toHaveLength(MAX_DATA_ROWS + 1);
    expect(Array.isArray(year) && year.at(-1)).toEqual({ row: MAX_DATA_ROWS + 1, values: ['M0000001', '31/12/2024', 48, 0.25] });
    expect(await readFirstSheet(manyRowsSheet(MAX_DATA_ROWS + 1), 4)).toBe('tooManyRows');
  });

  it('stops a zip bomb of millions of shared strings at the count, whatever the zip headers declare', async () => {
    const declared = sharedStringsBomb(12_000_000);
    const lying = sharedStringsBomb(12_000_000, 1024);
    expect(lying.length).toBeLessThan(1024 * 1024);
    expect(await readFirstSheet(declared, 4)).toBe('tooLarge');
    const { result, growthBytes } = await peakHeapGrowth(() => readFirstSheet(lying, 4));
    expect(result).toBe('tooLarge');
    // 300 MB of shared strings once unpacked; reading stops after about 3.7 MB of them.
    expect(growthBytes).toBeLessThan(64 * MiB);
    // The count stops it before the part's byte bound does: 25 bytes a string.
    expect(await readFirstSheet(sharedStringsBomb(MAX_SHARED_STRINGS, 1024), 4)).toEqual([{ row: 1, values: ['half-hour', null, null, null] }]);
    expect(await readFirstSheet(sharedStringsBomb(MAX_SHARED_STRINGS + 1, 1024), 4)).toBe('tooLarge');
  });

  it('stops unpacking a part at its byte bound when its headers declare a small size', async () => {
    const { result, growthBytes } = await peakHeapGrowth(() => readFirstSheet(hugeEntrySheet(64 * MiB, 1024), 4));
    expect(result).toBe('tooLarge');
    expect(growthBytes).toBeLessThan(96 * MiB);
  });

  it('counts filled cells, not only rows', async () => {
    const row = (number: number) => `<row r="${number}">${'<c><v>1</v></c>'.repeat(10_000)}</row>`;
    const rows = Array.from({ length: Math.ceil(MAX_FILLED_CELLS / 10_000) + 1 }, (_, index) => row(index + 1)).join('');
    const sheet = Buffer.from(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`);
    expect(await readFirstSheet(craftedWorkbook({ sheet }), 4)).toBe('tooLarge');
  });

  it('answers notWorkbook for what is not a readable workbook', async () => {
    const real = manyRowsSheet(10);
    const sheet = Buffer.from('<worksheet><sheetData><row r="1"><c><v>1</v></c></row></sheetData></worksheet>');
    for (const content of [
      Buffer.from('PK\u0003\u0004 not a zip at all'),
      real.subarray(0, real.length / 2),
      zipArchive([{ name: 'word/document.xml', content: sheet }]),
      zipArchive([{ name: 'xl/workbook.xml', content: { deflated: Buffer.from('not deflate data'), size: 10, crc: 0 } }]),
      craftedWorkbook({ sheet: Buffer.from('<worksheet><sheetData><row r="1"><c') }),
    ]) {
      expect(await readFirstSheet(content, 4)).toBe('notWorkbook');
    }
  });
});
