import { MAX_MARKUP_CHARS, WorkbookRefused } from './limits.ts';

/**
 * A streaming reader for the XML of workbook parts: it is fed text as it is unpacked and calls back
 * for each element and text, holding back only an unfinished tag or entity. It knows the predefined
 * and numeric entities only, so no declared entity is ever expanded. Names lose their namespace prefix.
 */
export interface XmlHandler {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
}

const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** XML reads CR LF and a lone CR as LF (XML 1.0 §2.11); the last CR of a piece waits for the next. */
const LINE_END = /\r\n|\r(?!$)/g;
/** An entity is at most `&#x10FFFF;`: a `&` closer to the end of the text than this may still be cut. */
const LONGEST_ENTITY = 10;

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name] ?? whole;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

const DELIMITED = [['<!--', '-->'], ['<![CDATA[', ']]>'], ['<?', '?>']] as const;

/** The index just after the markup that starts at `at` (a `<`), or -1 when it is not complete yet. */
function markupEnd(text: string, at: number): number {
  for (const [start, end] of DELIMITED) {
    if (!text.startsWith(start, at)) continue;
    const found = text.indexOf(end, at + start.length);
    return found < 0 ? -1 : found + end.length;
  }
  // A tag: `>` may appear inside quoted attribute values.
  let quote = '';
  for (let index = at + 1; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index + 1;
  }
  return -1;
}

export class XmlStream {
  readonly #handler: XmlHandler;
  #pending = '';

  constructor(handler: XmlHandler) {
    this.#handler = handler;
  }

  write(chunk: string): void {
    let text = (this.#pending + chunk).replace(LINE_END, '\n');
    // A carriage return at the end may be the first half of a CR LF pair.
    const heldReturn = text.endsWith('\r');
    if (heldReturn) text = text.slice(0, -1);
    let at = 0;
    while (at < text.length) {
      if (text[at] !== '<') {
        const next = text.indexOf('<', at);
        let end = next < 0 ? text.length : next;
        if (next < 0) {
          const amp = text.lastIndexOf('&');
          if (amp >= at && amp > text.length - LONGEST_ENTITY && !text.includes(';', amp)) end = amp;
        }
        if (end > at) this.#handler.text(decodeEntities(text.slice(at, end)));
        at = end;
        if (next < 0) break;
        continue;
      }
      const end = markupEnd(text, at);
      if (end < 0) {
        if (text.length - at > MAX_MARKUP_CHARS) throw new WorkbookRefused('tooLarge', 'a tag runs past its bound');
        break;
      }
      this.#markup(text.slice(at, end));
      at = end;
    }
    this.#pending = text.slice(at) + (heldReturn ? '\r' : '');
  }

  /** The part ended: anything held back is not XML. */
  end(): void {
    if (this.#pending === '\r') this.#handler.text('\n');
    else if (this.#pending.trim()) throw new WorkbookRefused('notWorkbook', 'the XML ends inside a tag');
  }

  #markup(markup: string): void {
    if (markup.startsWith('<![CDATA[')) return this.#handler.text(markup.slice(9, -3));
    if (markup.startsWith('<!') || markup.startsWith('<?')) return;
    if (markup[1] === '/') return this.#handler.close(localName(markup.slice(2, -1).trim()));
    const selfClosing = markup.endsWith('/>');
    const body = markup.slice(1, selfClosing ? -2 : -1);
    const nameEnd = body.search(/[\s/]|$/);
    const name = localName(body.slice(0, nameEnd));
    const attributes: Record<string, string> = {};
    for (const match of body.slice(nameEnd).matchAll(ATTRIBUTE)) {
      attributes[match[1] as string] = decodeEntities(match[2] ?? match[3] ?? '');
    }
    this.#handler.open(name, attributes);
    if (selfClosing) this.#handler.close(name);
  }
}

/** An attribute by its local name, whatever its namespace prefix (`r:id`, `ns1:id`…). */
export function prefixedAttribute(attributes: Record<string, string>, local: string): string | undefined {
  const key = Object.keys(attributes).find((name) => name.includes(':') && localName(name) === local);
  return key === undefined ? undefined : attributes[key];
}
