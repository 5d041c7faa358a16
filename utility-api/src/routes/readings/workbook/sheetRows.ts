import { MAX_DATA_ROWS, MAX_FILLED_CELLS, MAX_SHEET_BYTES, WorkbookRefused } from './limits.ts';
import { MergedCells, columnNumber } from './mergedCells.ts';
import { TextItem } from './sharedStrings.ts';
import { readXmlPart } from './xmlPart.ts';
import type { ZipEntry } from './zipEntries.ts';

/** A row with at least one filled cell: its spreadsheet number and the values of its first columns. */
export interface FilledRow {
  row: number;
  values: unknown[];
}

/** What cell values need besides the sheet itself. */
export interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

/** Days from the spreadsheet epoch (1899-12-30, or 1904-01-01) to 1970-01-01, as exceljs converts them. */
const UNIX_EPOCH_DAY = 25_569;
const EPOCH_1904_OFFSET_DAYS = 1_462;
const MS_PER_DAY = 86_400_000;

/** `B12` → 2; undefined without letters. */
function columnOf(reference: string | undefined): number | undefined {
  const letters = /^[A-Z]{1,3}/.exec(reference ?? '')?.[0];
  return letters ? columnNumber(letters) : undefined;
}

interface Cell {
  column: number;
  type: string;
  style: number;
  raw: string[];
  inline: TextItem | undefined;
}

/** A cell's value as exceljs gives it: text, number, boolean or Date; null when empty. */
function valueOf(cell: Cell, context: SheetContext): unknown {
  const raw = cell.raw.join('');
  switch (cell.type) {
    case 's':
      return raw.trim() === '' ? null : (context.sharedStrings[Number(raw)] ?? null);
    case 'inlineStr':
      return cell.inline?.take() ?? null;
    case 'str':
    case 'e':
      return raw;
    case 'b':
      return raw.trim() === '' ? null : raw.trim() === '1';
    case 'd':
      return raw.trim() === '' ? null : new Date(raw);
    default: {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      if (!context.dateStyles.has(cell.style)) return number;
      return new Date(Math.round((number - UNIX_EPOCH_DAY + (context.date1904 ? EPOCH_1904_OFFSET_DAYS : 0)) * MS_PER_DAY));
    }
  }
}

/**
 * The filled rows of a sheet with the values of its first `columns` columns, counting filled rows and
 * cells while the sheet streams: refused past a header and `MAX_DATA_ROWS` rows or `MAX_FILLED_CELLS` cells.
 */
export async function readSheetRows(content: Buffer, entry: ZipEntry, columns: number, context: SheetContext): Promise<FilledRow[]> {
  const rows: FilledRow[] = [];
  let filledCells = 0;
  let row: FilledRow & { filled: boolean } = { row: 0, values: [], filled: false };
  let cell: Cell | undefined;
  let lastColumn = 0;
  let inValue = false;
  const merged = new MergedCells(columns);
  await readXmlPart(content, entry, MAX_SHEET_BYTES, {
    open(name, attributes) {
      if (name === 'row') {
        row = { row: Number(attributes.r) || row.row + 1, values: Array.from({ length: columns }, () => null), filled: false };
        lastColumn = 0;
      } else if (name === 'c') {
        cell = { column: columnOf(attributes.r) ?? lastColumn + 1, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), raw: [], inline: undefined };
        lastColumn = cell.column;
      } else if (cell && name === 'v') inValue = true;
      else if (cell && name === 'is') cell.inline = new TextItem();
      else if (name === 'mergeCell') merged.add(attributes.ref);
      else cell?.inline?.open(name);
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 'c' && cell) {
        const value = valueOf(cell, context);
        cell = undefined;
        if (value === null || value === '') return;
        filledCells += 1;
        if (filledCells > MAX_FILLED_CELLS) throw new WorkbookRefused('tooLarge', `more than ${MAX_FILLED_CELLS} filled cells`);
        row.filled = true;
        if (lastColumn <= columns) row.values[lastColumn - 1] = value;
      } else if (name === 'row') {
        if (!row.filled) return;
        // The header is the first filled row: a sheet holds one more than its data rows.
        if (rows.length === MAX_DATA_ROWS + 1) throw new WorkbookRefused('tooManyRows', `more than ${MAX_DATA_ROWS} data rows`);
        rows.push({ row: row.row, values: row.values });
      } else cell?.inline?.close(name);
    },
    text(text) {
      if (inValue) cell?.raw.push(text);
      else cell?.inline?.text(text);
    },
  });
  await merged.fill(rows);
  return rows;
}
