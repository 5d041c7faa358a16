/**
 * A small writer of A4 documents on pdfkit: blocks of wrapped text, label/value tables and rules, in one
 * direction. In a right-to-left document everything starts at the right margin: text is right-aligned and
 * a table's labels are its right column. The PDF is produced synchronously and kept in memory, so callers
 * get a Buffer like any other response body. A document is written in one go, from `pdfWriter` to `finish`
 * without awaiting anything: the fonts it shares with the next document are reset for each (fonts.ts).
 */
import { fontSource, type FontWeight } from './fonts.ts';
import { pdfDocumentClass } from './pdfkit.ts';
import { bidiParagraph, visualRuns, type BidiParagraph, type Direction } from './visualRuns.ts';

/** The portal's right-to-left language (the client renders it with `dir="rtl"` too). */
const directionOf = (language: string): Direction => (language === 'ar' ? 'rtl' : 'ltr');

interface TextStyle {
  size?: number;
  weight?: FontWeight;
  color?: string;
  align?: 'start' | 'center';
}

export interface PdfWriter {
  readonly direction: Direction;
  /** Width between the margins, in points. */
  readonly width: number;
  /** A block of text across the page (or a column `offset` points from the start margin, `width` wide). */
  text(text: string, style?: TextStyle & { offset?: number; width?: number }): void;
  /** Rows of a label and its value, the label column `labelWidth` points wide; both wrap. */
  table(rows: readonly { label: string; value: string }[], options: { labelWidth: number; size: number }): void;
  rule(color?: string): void;
  space(points: number): void;
  /** Ends the document and returns its bytes. */
  finish(): Buffer;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const TEXT_COLOR = '#1a1a1a';
const RULE_COLOR = '#b0b7bf';
const LINE_HEIGHT = 1.35;
const CELL_PADDING = 5;

export function pdfWriter({ title, language, author }: { title: string; language: string; author: string }): PdfWriter {
  const direction = directionOf(language);
  const PDFDocument = pdfDocumentClass();
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, lang: language, displayTitle: true, info: { Title: title, Author: author, Creator: author } });
  doc.registerFont('regular', fontSource('regular'));
  doc.registerFont('bold', fontSource('bold'));
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  let y = PAGE.margin;

  // fontkit shapes each string given with `features` whole (without them pdfkit shapes word by word).
  const shaping: PDFKit.Mixins.TextOptions = { features: [], lineBreak: false };
  const use = (size: number, weight: FontWeight) => doc.font(weight).fontSize(size);
  const widthOf = (text: string) => doc.widthOfString(text, shaping);

  /** Line ends of a paragraph that fit `available` points: at spaces, inside a word only when it is wider than a line. */
  function wrap(text: string, available: number): [number, number][] {
    const lines: [number, number][] = [];
    const words = [...text.matchAll(/\S+/g)].map((match) => [match.index, match.index + match[0].length] as const);
    let line: [number, number] | null = null;
    let lineWidth = 0;
    for (const [start, end] of words) {
      const wordWidth = widthOf(text.slice(start, end));
      const gap = line ? widthOf(text.slice(line[1], start)) : 0;
      if (line && lineWidth + gap + wordWidth <= available) {
        line[1] = end;
        lineWidth += gap + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = [start, end];
      lineWidth = wordWidth;
      while (lineWidth > available && line[1] - line[0] > 1) {
        let cut: number = line[1] - 1;
        while (cut > line[0] + 1 && widthOf(text.slice(line[0], cut)) > available) cut--;
        lines.push([line[0], cut]);
        line = [cut, line[1]];
        lineWidth = widthOf(text.slice(cut, line[1]));
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  function ensureRoom(height: number) {
    if (y + height <= bottom) return;
    doc.addPage();
    y = PAGE.margin;
  }

  /** Draws one line of a paragraph, its runs left to right, in a column `offset` points from the start margin. */
  function drawLine(paragraph: BidiParagraph, [start, end]: [number, number], offset: number, columnWidth: number, align: 'start' | 'center') {
    const runs = visualRuns(paragraph, start, end).map((run) => ({ run, width: widthOf(run) }));
    const lineWidth = runs.reduce((sum, { width: runWidth }) => sum + runWidth, 0);
    const columnLeft = direction === 'ltr' ? PAGE.margin + offset : PAGE.margin + width - offset - columnWidth;
    let x = align === 'center' ? columnLeft + (columnWidth - lineWidth) / 2 : direction === 'ltr' ? columnLeft : columnLeft + columnWidth - lineWidth;
    for (const { run, width: runWidth } of runs) {
      doc.text(run, x, y, shaping);
      x += runWidth;
    }
  }

  /** Lays out text in a column; draws it at `y` unless `measureOnly`; returns its height. */
  function block(text: string, style: TextStyle, offset: number, columnWidth: number, measureOnly = false): number {
    const size = style.size ?? 11;
    use(size, style.weight ?? 'regular').fillColor(style.color ?? TEXT_COLOR);
    const lineHeight = size * LINE_HEIGHT;
    const top = y;
    for (const part of text.split(/\r?\n/)) {
      const paragraph = bidiParagraph(part, direction);
      for (const line of wrap(part, columnWidth)) {
        if (!measureOnly) drawLine(paragraph, line, offset, columnWidth, style.align ?? 'start');
        y += lineHeight;
      }
    }
    const height = Math.max(y - top, lineHeight);
    y = top;
    return height;
  }

  return {
    direction,
    width,
    text(text, { offset = 0, width: columnWidth = width - offset, ...style } = {}) {
      const height = block(text, style, offset, columnWidth, true);
      ensureRoom(height);
      y += block(text, style, offset, columnWidth);
    },
    table(rows, { labelWidth, size }) {
      const valueWidth = width - labelWidth - 2 * CELL_PADDING;
      const line = () => doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + width, y).lineWidth(0.5).strokeColor(RULE_COLOR).stroke();
      line();
      for (const { label, value } of rows) {
        const cellHeight = (text: string, columnWidth: number, weight: FontWeight) =>
          block(text, { size, weight }, 0, columnWidth, true);
        const height = Math.max(cellHeight(label, labelWidth - 2 * CELL_PADDING, 'bold'), cellHeight(value, valueWidth, 'regular')) + 2 * CELL_PADDING;
        ensureRoom(height);
        const rowTop = y;
        y += CELL_PADDING;
        block(label, { size, weight: 'bold', color: '#3d4752' }, CELL_PADDING, labelWidth - 2 * CELL_PADDING);
        block(value, { size }, labelWidth + CELL_PADDING, valueWidth);
        y = rowTop + height;
        line();
      }
    },
    rule(color = RULE_COLOR) {
      ensureRoom(1);
      doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + width, y).lineWidth(1).strokeColor(color).stroke();
    },
    space(points) {
      y += points;
    },
    finish() {
      doc.end();
      const chunks: Buffer[] = [];
      for (let chunk: unknown = doc.read(); chunk !== null; chunk = doc.read()) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
  };
}
