import ExcelJS from 'exceljs';
import type { Language } from '../../domain/constants.ts';
import { HALF_HOUR_TEMPLATE_TEXTS } from './halfHourTexts.ts';

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

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if ('result' in value) return value.result;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return value.text;
  }
  return value;
}

/** The non-empty rows of the first sheet after the header, or undefined when the file is not a readable workbook. */
export async function readHalfHourRows(content: Buffer): Promise<SheetRow[] | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return undefined;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(
      HALF_HOUR_COLUMNS.map((column, index) => [column, cellValue(row.getCell(index + 1).value)]),
    ) as Record<HalfHourColumn, unknown>;
    if (Object.values(values).every((value) => value === null || value === undefined || String(value).trim() === '')) return;
    rows.push({ row: number, values });
  });
  return rows;
}
