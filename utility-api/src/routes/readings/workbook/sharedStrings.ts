import { MAX_SHARED_STRINGS, MAX_SHARED_STRINGS_BYTES, WorkbookRefused } from './limits.ts';
import type { XmlHandler } from './xmlStream.ts';
import { readXmlPart } from './xmlPart.ts';
import type { ZipEntry } from './zipEntries.ts';

/** Characters XML cannot carry (a carriage return…) are written `_x000D_` in spreadsheet texts. */
const ESCAPED_CHARACTER = /_x([0-9A-F]{4})_/g;

/**
 * Collects the text of an `<si>` or `<is>` item: its `<t>` runs joined, leaving out phonetic
 * readings (`<rPh>`), which are hints for East Asian text and not part of the value.
 */
export class TextItem {
  #runs: string[] = [];
  #run: string[] | undefined;
  #phonetic = 0;

  open(name: string): void {
    if (name === 'rPh') this.#phonetic += 1;
    else if (name === 't' && this.#phonetic === 0) this.#run = [];
  }

  close(name: string): void {
    if (name === 'rPh') this.#phonetic -= 1;
    else if (name === 't' && this.#run) {
      this.#runs.push(this.#run.join('').replace(ESCAPED_CHARACTER, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16))));
      this.#run = undefined;
    }
  }

  text(text: string): void {
    this.#run?.push(text);
  }

  /** The collected text; the item starts empty again. */
  take(): string {
    const text = this.#runs.join('');
    this.#runs = [];
    return text;
  }
}

/** The workbook's shared strings in order, counted while they stream: refused past `MAX_SHARED_STRINGS`. */
export async function readSharedStrings(content: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  const item = new TextItem();
  let inItem = false;
  const handler: XmlHandler = {
    open(name) {
      if (name === 'si') inItem = true;
      else if (inItem) item.open(name);
    },
    close(name) {
      if (name !== 'si') return inItem ? item.close(name) : undefined;
      inItem = false;
      if (strings.length === MAX_SHARED_STRINGS) throw new WorkbookRefused('tooLarge', `more than ${MAX_SHARED_STRINGS} shared strings`);
      strings.push(item.take());
    },
    text(text) {
      if (inItem) item.text(text);
    },
  };
  await readXmlPart(content, entry, MAX_SHARED_STRINGS_BYTES, handler);
  return strings;
}
