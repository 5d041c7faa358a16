import { setImmediate as nextTurn } from 'node:timers/promises';
import { MAX_MERGED_RANGES, WorkbookRefused } from './limits.ts';
import type { FilledRow } from './sheetRows.ts';

interface Range {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const RANGE = /^([A-Z]{1,3})(\d+):([A-Z]{1,3})(\d+)$/;
/** Ranges filled per turn of the event loop. */
const RANGES_PER_TURN = 64;

/** `B12` letters → 2. */
export function columnNumber(letters: string): number {
  return [...letters].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0);
}

/**
 * The merged ranges of a sheet (`<mergeCell ref="A2:A49"/>`, after the rows in the XML) that touch
 * the first `columns` columns. A spreadsheet program shows a merged range's top-left value in all its
 * cells and exceljs reads it so, so a meter reference merged down a day's rows counts for each row.
 */
export class MergedCells {
  readonly #columns: number;
  readonly #ranges: Range[] = [];

  constructor(columns: number) {
    this.#columns = columns;
  }

  add(reference: string | undefined): void {
    const match = RANGE.exec(reference ?? '');
    if (!match) return;
    const [, left = '', top = '', right = '', bottom = ''] = match;
    const range = { top: Number(top), left: columnNumber(left), bottom: Number(bottom), right: Math.min(columnNumber(right), this.#columns) };
    if (range.left > this.#columns || range.bottom < range.top) return;
    if (this.#ranges.length === MAX_MERGED_RANGES) throw new WorkbookRefused('tooLarge', `more than ${MAX_MERGED_RANGES} merged ranges`);
    this.#ranges.push(range);
  }

  /** Gives the filled rows within each range the range's top-left value. */
  async fill(rows: FilledRow[]): Promise<void> {
    if (this.#ranges.length === 0) return;
    const byNumber = new Map(rows.map((row) => [row.row, row]));
    for (const [index, range] of this.#ranges.entries()) {
      if (index > 0 && index % RANGES_PER_TURN === 0) await nextTurn();
      const value = byNumber.get(range.top)?.values[range.left - 1] ?? null;
      for (const row of rows) {
        if (row.row < range.top || row.row > range.bottom) continue;
        for (let column = range.left; column <= range.right; column += 1) row.values[column - 1] = value;
      }
    }
  }
}
