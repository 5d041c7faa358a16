import { readDateStyles } from './dateStyles.ts';
import { WorkbookRefused, type WorkbookRefusal } from './limits.ts';
import { readSharedStrings } from './sharedStrings.ts';
import { readSheetRows, type FilledRow } from './sheetRows.ts';
import { workbookParts } from './workbookParts.ts';
import { zipDirectory } from './zipEntries.ts';

export type { FilledRow } from './sheetRows.ts';
export type { WorkbookRefusal } from './limits.ts';

/**
 * The filled rows of an .xlsx workbook's first sheet, with the values of its first `columns` columns,
 * read with bounded memory (`limits.ts`): the archive's parts stream through the XML reader a piece
 * at a time, on separate turns of the event loop, and reading stops at the first bound passed.
 */
export async function readFirstSheet(content: Buffer, columns: number): Promise<FilledRow[] | WorkbookRefusal> {
  try {
    const entries = zipDirectory(content);
    const parts = await workbookParts(content, entries);
    const dateStyles = await readDateStyles(content, parts.styles);
    const sharedStrings = await readSharedStrings(content, parts.sharedStrings);
    return await readSheetRows(content, parts.firstSheet, columns, { sharedStrings, dateStyles, date1904: parts.date1904 });
  } catch (error) {
    if (error instanceof WorkbookRefused) return error.refusal;
    throw error;
  }
}
