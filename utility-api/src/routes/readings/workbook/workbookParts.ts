import { posix } from 'node:path';
import { MAX_SMALL_PART_BYTES, WorkbookRefused } from './limits.ts';
import { prefixedAttribute } from './xmlStream.ts';
import { readXmlPart } from './xmlPart.ts';
import type { ZipEntry } from './zipEntries.ts';

/** The parts a sheet's values depend on, as archive paths. */
export interface WorkbookParts {
  firstSheet: ZipEntry;
  sharedStrings: ZipEntry | undefined;
  styles: ZipEntry | undefined;
  /** Dates count from 1904 instead of 1900 (old Mac workbooks). */
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';

/** A relationship target is relative to the workbook's folder unless it starts with `/`. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
}

/** The first sheet in the workbook's tab order and the shared strings and styles parts, through the workbook's relationships. */
export async function workbookParts(content: Buffer, entries: ReadonlyMap<string, ZipEntry>): Promise<WorkbookParts> {
  const workbook = entries.get(WORKBOOK);
  if (!workbook) throw new WorkbookRefused('notWorkbook', `no ${WORKBOOK}`);
  let firstSheetId: string | undefined;
  let date1904 = false;
  await readXmlPart(content, workbook, MAX_SMALL_PART_BYTES, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name === 'sheet') firstSheetId ??= prefixedAttribute(attributes, 'id');
    },
    close() {},
    text() {},
  });

  const targets = new Map<string, string>();
  const byType: Record<string, string> = {};
  const relationships = entries.get(WORKBOOK_RELATIONSHIPS);
  if (relationships) {
    await readXmlPart(content, relationships, MAX_SMALL_PART_BYTES, {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
        targets.set(attributes.Id, partPath(attributes.Target));
        byType[attributes.Type?.split('/').pop() ?? ''] ??= partPath(attributes.Target);
      },
      close() {},
      text() {},
    });
  }
  const sheetPath = firstSheetId === undefined ? undefined : targets.get(firstSheetId);
  const firstSheet = entries.get(sheetPath ?? 'xl/worksheets/sheet1.xml');
  if (!firstSheet) throw new WorkbookRefused('notWorkbook', 'no first sheet');
  return {
    firstSheet,
    sharedStrings: entries.get(byType.sharedStrings ?? 'xl/sharedStrings.xml'),
    styles: entries.get(byType.styles ?? 'xl/styles.xml'),
    date1904,
  };
}
