import { HALF_HOURS_PER_DAY } from '../readingRules.ts';

/**
 * Bounds of reading an uploaded half-hour workbook, derived from what a filled template needs; a
 * workbook past any of them is refused before more of it is unpacked. The upload itself is at most
 * 4 MB, but a zip packs repeated XML a thousand to one, so the bounds are on what comes out.
 */

/** Data rows: a leap year of one meter's half-hours (366 × 48 = 17,568); more meters or years go in more files. */
export const MAX_DATA_ROWS = 366 * HALF_HOURS_PER_DAY;

/**
 * Filled cells of the first sheet: every data row and the header with the template's 4 columns, and as
 * many again for notes a customer adds beside them. Empty formatted cells do not count.
 */
export const MAX_FILLED_CELLS = (MAX_DATA_ROWS + 1) * 8;

/**
 * Shared strings (the workbook's table of distinct texts): at most one per filled cell of the data
 * sheet, plus the instructions sheet's steps and meter references.
 */
export const MAX_SHARED_STRINGS = MAX_FILLED_CELLS + 1_024;

/**
 * Unpacked bytes of each part read. A full year of the template's columns is about 3 MB of sheet XML,
 * 5.3 MB with four more columns of notes, whose 17,568 distinct texts make 0.5 MB of shared strings;
 * the caps leave room for longer notes and formatting. The other parts read (workbook,
 * relationships, styles) are a few KB in any workbook.
 */
export const MAX_SHEET_BYTES = 16 * 1024 * 1024;
export const MAX_SHARED_STRINGS_BYTES = 8 * 1024 * 1024;
export const MAX_SMALL_PART_BYTES = 1024 * 1024;

/** Merged ranges over the columns read: a filled template has none; one per day for a year is 366. */
export const MAX_MERGED_RANGES = 1_000;

/** Parts in the archive: a workbook saved by a spreadsheet program has a few dozen. */
export const MAX_ZIP_ENTRIES = 500;

/** One tag, comment or declaration: a few hundred characters in any workbook. */
export const MAX_MARKUP_CHARS = 64 * 1024;

export type WorkbookRefusal = 'notWorkbook' | 'tooManyRows' | 'tooLarge';

/** Thrown while reading to stop at once; the reader answers its `refusal`. */
export class WorkbookRefused extends Error {
  readonly refusal: WorkbookRefusal;
  constructor(refusal: WorkbookRefusal, detail: string) {
    super(`${refusal}: ${detail}`);
    this.refusal = refusal;
  }
}
