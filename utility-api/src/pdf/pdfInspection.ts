/**
 * Reads back what the PDF writer produced, for tests: the objects, the page count, the fonts with the
 * Unicode text each glyph stands for (their ToUnicode CMaps) and every text-showing operation with its
 * position, its glyphs in the order they are painted and the text those glyphs map to; and each line's
 * text as it is read.
 */
import { inflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js/dist/bidi.mjs';
import type { Direction } from './visualRuns.ts';

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

interface PdfFont {
  baseFont: string;
  /** Glyph id → the characters the glyph shows (several for a ligature). */
  toUnicode: Map<number, string>;
  /** Glyph id → advance width in thousandths of the font size. */
  widths: Map<number, number>;
}

export interface ShownText {
  font: PdfFont;
  size: number;
  /** Left end and baseline, in PDF points from the page's bottom left corner. */
  x: number;
  y: number;
  width: number;
  /** The characters of each glyph, left to right as painted. */
  glyphs: string[];
}

export interface PdfInspection {
  raw: string;
  /** The document catalog's dictionary (it holds `/Lang`). */
  catalog: string;
  /** The document information dictionary's text entries (Title, Author…). */
  info: Record<string, string>;
  pages: number;
  fonts: PdfFont[];
  /** The decompressed content streams, concatenated. */
  content: string;
  texts: ShownText[];
}

function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const raw = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('\nendobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const data = bytes.subarray(start + streamAt + 8, start + streamAt + 8 + length);
    objects.set(Number(match[1]), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(data) : data });
  }
  return objects;
}

const reference = (dictionary: string, key: string) => Number(new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dictionary)?.[1]);
// Hex strings may hold spaces (pdfkit writes a ligature's characters as `<0644 0627>`).
const utf16 = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A literal string `( … )`, PDFDocEncoding or UTF-16 with its byte order mark. */
function literalString(literal: string): string {
  const bytes = literal
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) => /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : ESCAPES[escaped] ?? escaped);
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
}

function toUnicodeOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block = ''] of cmap.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)) {
    for (const [, first = '', , list = '', single = ''] of block.matchAll(/<(\w+)> <(\w+)> (?:\[([^\]]*)\]|<([\w ]+)>)/g)) {
      const values = list ? [...list.matchAll(/<([\w ]*)>/g)].map((value) => value[1] ?? '') : [single];
      values.forEach((value, offset) => map.set(parseInt(first, 16) + offset, utf16(value)));
    }
  }
  for (const [, block = ''] of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const [, glyph = '', value = ''] of block.matchAll(/<(\w+)> <([\w ]+)>/g)) map.set(parseInt(glyph, 16), utf16(value));
  }
  return map;
}

function widthsOf(dictionary: string): Map<number, number> {
  const widths = new Map<number, number>();
  const [, first = '0', list = ''] = /\/W \[(\d+) \[([^\]]*)\]/.exec(dictionary) ?? [];
  list.trim().split(/\s+/).forEach((width, index) => widths.set(Number(first) + index, Number(width)));
  return widths;
}

export function inspectPdf(bytes: Buffer): PdfInspection {
  const objects = objectsOf(bytes);
  const text = (id: number) => objects.get(id)?.stream?.toString('latin1') ?? '';
  const fontsByName = new Map<string, PdfFont>();
  const contents: string[] = [];
  let pages = 0;
  for (const { dictionary } of objects.values()) {
    if (!/\/Type \/Page\n/.test(dictionary)) continue;
    pages++;
    contents.push(text(reference(dictionary, 'Contents')));
    const resources = objects.get(reference(dictionary, 'Resources'))?.dictionary ?? '';
    for (const [, name = '', id = ''] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id))?.dictionary ?? '';
      const descendant = objects.get(reference(font, 'DescendantFonts'))?.dictionary ?? '';
      fontsByName.set(name, {
        baseFont: /\/BaseFont \/(\S+)/.exec(font)?.[1] ?? '',
        toUnicode: toUnicodeOf(text(reference(font, 'ToUnicode'))),
        widths: widthsOf(descendant),
      });
    }
  }
  const content = contents.join('\n');
  const catalog = [...objects.values()].find(({ dictionary }) => /\/Type \/Catalog\n/.test(dictionary))?.dictionary ?? '';
  const infoId = Number(/\/Info (\d+) 0 R/.exec(bytes.toString('latin1'))?.[1]);
  const info = Object.fromEntries(
    [...(objects.get(infoId)?.dictionary ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, key = '', id]) => [key, literalString((objects.get(Number(id))?.dictionary ?? '').trim())]),
  );
  const texts: ShownText[] = [];
  let font: PdfFont | undefined;
  let size = 0;
  let x = 0;
  let y = 0;
  for (const [operation, tm = '', tf = '', tfSize = '', tj = ''] of content.matchAll(/1 0 0 1 (\S+ \S+) Tm|\/(F\d+) (\S+) Tf|\[(.*)\] TJ/g)) {
    if (tm) [x, y] = tm.split(' ').map(Number) as [number, number];
    else if (tf) [font, size] = [fontsByName.get(tf), Number(tfSize)];
    else if (font && operation.endsWith('TJ')) {
      const glyphs: string[] = [];
      let width = 0;
      for (const [, hex, adjustment] of tj.matchAll(/<(\w*)>|(-?[\d.]+)/g)) {
        if (adjustment) width -= (Number(adjustment) * size) / 1000;
        for (const glyph of hex?.match(/.{4}/g) ?? []) {
          const id = parseInt(glyph, 16);
          glyphs.push(font.toUnicode.get(id) ?? '\ufffd');
          width += ((font.widths.get(id) ?? 0) * size) / 1000;
        }
      }
      texts.push({ font, size, x, y, width, glyphs });
    }
  }
  return { raw: bytes.toString('latin1'), catalog, info, pages, fonts: [...fontsByName.values()], content, texts };
}

const bidi = bidiFactory();

/** Painted glyphs (left to right) in the order they are read, in a paragraph of `direction`. */
function readingOrder(glyphs: readonly string[], direction: Direction): string {
  // The bidirectional algorithm applied to the painted order gives the reading order back: reversing a run
  // twice restores it. A glyph of several characters (a ligature) holds them in reading order already, so
  // each glyph moves whole, classed by its first character.
  const classes = glyphs.map((glyph) => glyph.charAt(0) || ' ').join('');
  const levels = bidi.getEmbeddingLevels(classes, direction);
  const mirrored = bidi.getMirroredCharactersMap(classes, levels.levels);
  return bidi.getReorderedIndices(classes, levels).map((index) => mirrored.get(index) ?? glyphs[index]).join('');
}

/**
 * The text of each line as a reader reads it, Arabic in its logical order: the texts painted one after the
 * other on one baseline in one font (a line's runs; a table's label and value differ in weight), left to
 * right, put back in reading order for a document written in `direction`.
 */
export function readingLines(texts: readonly ShownText[], direction: Direction = 'ltr'): string[] {
  const lines: ShownText[][] = [];
  for (const text of texts) {
    const line = lines.at(-1);
    if (line?.[0]?.y === text.y && line[0].font === text.font) line.push(text);
    else lines.push([text]);
  }
  return lines.map((line) => readingOrder(line.toSorted((left, right) => left.x - right.x).flatMap((text) => text.glyphs), direction));
}
