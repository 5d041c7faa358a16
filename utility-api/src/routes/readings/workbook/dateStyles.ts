import { MAX_SMALL_PART_BYTES } from './limits.ts';
import { readXmlPart } from './xmlPart.ts';
import type { ZipEntry } from './zipEntries.ts';

/** Built-in number formats that show dates or times (ECMA-376 §18.8.30; 27–36 and 50–58 are East Asian dates). */
function isBuiltInDateFormat(id: number): boolean {
  return (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58);
}

/** A custom format shows a date when, outside quoted text and `[…]` sections, it has a date or time letter (as exceljs judges it). */
function isDateFormatCode(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Indexes of the cell styles (`cellXfs`) whose number format is a date: their numbers are day counts. */
export async function readDateStyles(content: Buffer, entry: ZipEntry | undefined): Promise<Set<number>> {
  const customDates = new Map<number, boolean>();
  const styleFormats: number[] = [];
  if (entry) {
    let inCellStyles = false;
    await readXmlPart(content, entry, MAX_SMALL_PART_BYTES, {
      open(name, attributes) {
        if (name === 'numFmt') customDates.set(Number(attributes.numFmtId), isDateFormatCode(attributes.formatCode ?? ''));
        else if (name === 'cellXfs') inCellStyles = true;
        else if (name === 'xf' && inCellStyles) styleFormats.push(Number(attributes.numFmtId ?? 0));
      },
      close(name) {
        if (name === 'cellXfs') inCellStyles = false;
      },
      text() {},
    });
  }
  const dates = new Set<number>();
  styleFormats.forEach((format, index) => {
    if (customDates.get(format) ?? isBuiltInDateFormat(format)) dates.add(index);
  });
  return dates;
}
