import type { Language } from '../../domain/constants.ts';
import { HALF_HOUR_TEMPLATE_TEXTS } from './halfHourTexts.ts';
import { readFirstSheet, type WorkbookRefusal } from './workbook/readFirstSheet.ts';

/** Columns of the data sheet, in order; the import report names a problem's column by these keys. */
export const HALF_HOUR_COLUMNS = ['meterRef', 'date', 'period', 'quantity'] as const;
export type HalfHourColumn = (typeof HALF_HOUR_COLUMNS)[number];

/** A filled data row as read from the sheet: its spreadsheet row number and raw cell values. */
export interface SheetRow {
  row: number;
  values: Record<HalfHourColumn, unknown>;
}

/** The template: a data sheet with the column headers and an instructions sheet with the 5 steps (`002 §1`). */
export async function buildHalfHourTemplate(language: Language, meterRefs: readonly string[]): Promise<Buffer> {
  // exceljs is loaded for the first template rather than at every start of the API (about 250 ms of CPU).
  const { default: ExcelJS } = await import('exceljs');
  const texts = HALF_HOUR_TEMPLATE_TEXTS[language];
  const workbook = new ExcelJS.Workbook();
  const rtl = language === 'ar';
  const data = workbook.addWorksheet(texts.dataSheet, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: rtl }] });
  data.columns = texts.headers.map((header, index) => ({
    header,
    key: HALF_HOUR_COLUMNS[index],
    width: 28,
    // Dates stay text so that DD/MM/YYYY is read back exactly as typed.
    style: index === 1 ? { numFmt: '@' } : {},
  }));
  data.getRow(1).font = { bold: true };
  const instructions = workbook.addWorksheet(texts.instructionsSheet, { views: [{ rightToLeft: rtl }] });
  instructions.getColumn(1).width = 120;
  for (const step of texts.steps) instructions.addRow([step]);
  instructions.addRow([]);
  instructions.addRow([texts.meters]).font = { bold: true };
  for (const ref of meterRefs) instructions.addRow([ref]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The non-empty rows of the first sheet after the header, or why the workbook is refused: not a
 * readable workbook, more rows than a year of half-hours, or more content than a filled template holds.
 */
export async function readHalfHourRows(content: Buffer): Promise<SheetRow[] | WorkbookRefusal> {
  const filled = await readFirstSheet(content, HALF_HOUR_COLUMNS.length);
  if (typeof filled === 'string') return filled;
  const rows: SheetRow[] = [];
  for (const { row, values } of filled) {
    if (row === 1 || values.every((value) => value === null || String(value).trim() === '')) continue;
    rows.push({ row, values: Object.fromEntries(HALF_HOUR_COLUMNS.map((column, index) => [column, values[index]])) as Record<HalfHourColumn, unknown> });
  }
  return rows;
}
