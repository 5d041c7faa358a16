/**
 * The fonts of the documents the API renders: DejaVu Sans covers Latin, Greek, Cyrillic and Arabic (with
 * its contextual forms), so holder names and addresses print in any of the portal's languages. The files
 * come from the `dejavu-fonts-ttf` package, never from the host, so every machine renders the same PDF.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pdfDocumentClass } from './pdfkit.ts';

export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const FILES: Record<FontWeight, string> = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
/** A font parsed by fontkit, pdfkit's font parser, which caches each glyph it reads under the glyph's id. */
interface ParsedFont {
  layout: unknown;
  _glyphs?: Record<number, unknown>;
}
const parsed = new Map<FontWeight, ParsedFont | Buffer>();

function parse(weight: FontWeight): ParsedFont | Buffer {
  const bytes = readFileSync(FILES[weight]);
  const PDFDocument = pdfDocumentClass();
  const loader = new PDFDocument({ autoFirstPage: false }).font(bytes) as unknown as { _font?: { font?: ParsedFont } };
  const font = loader._font?.font;
  return font && font._glyphs ? font : bytes;
}

/**
 * A weight as pdfkit's font source for a new document. Given the file, pdfkit parses its 750 KB for every
 * document (about 80 of the 95 ms a one-page document took); given the font its parser (fontkit) made, it
 * only reads it and subsets it per document. So each weight is parsed once per process, as pdfkit loads
 * a file, and taken from the document it was loaded for. fontkit's glyph cache is emptied for each
 * document: a glyph keeps the characters of the text it was first read for, none when it was read as a
 * part of another glyph (Greek Π drawn with the Cyrillic П), and pdfkit writes those characters into the
 * document's text map. Should a later pdfkit or fontkit keep these elsewhere, the file is used as before.
 */
export function fontSource(weight: FontWeight): PDFKit.Mixins.PDFFontSource {
  let font = parsed.get(weight);
  if (!font) {
    font = parse(weight);
    parsed.set(weight, font);
  }
  if (Buffer.isBuffer(font)) return font;
  font._glyphs = {};
  return font as unknown as PDFKit.Mixins.PDFFontSource;
}
