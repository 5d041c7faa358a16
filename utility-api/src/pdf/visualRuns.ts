/**
 * Right-to-left text for pdfkit. Its shaper (fontkit) joins Arabic letters but lays out each string it is
 * given in one direction, the one of the first letter's script, reversing the whole string when that is
 * Arabic: digits and Latin words inside an Arabic sentence would come out backwards and the words of a
 * sentence in the wrong order. So the Unicode bidirectional algorithm (bidi-js) cuts each line into runs of
 * one direction, in visual order (left to right on the page), and each run is handed to the shaper alone,
 * in the order that makes the shaper's own reversal come out right.
 */
import bidiFactory from 'bidi-js/dist/bidi.mjs';

export type Direction = 'ltr' | 'rtl';

const bidi = bidiFactory();

/** A paragraph (no line feed) with the embedding level of each of its UTF-16 code units. */
export interface BidiParagraph {
  text: string;
  levels: Uint8Array;
}

export function bidiParagraph(text: string, direction: Direction): BidiParagraph {
  return { text, levels: bidi.getEmbeddingLevels(text, direction).levels };
}

/** Characters without a script of their own; fontkit skips them when it guesses a string's direction. */
const NO_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether fontkit will lay the string out right to left (it reverses the glyphs of such a string). */
function shaperReverses(text: string): boolean {
  for (const char of text) if (!NO_SCRIPT.test(char)) return RTL_SCRIPT.test(char);
  return false;
}

const reversed = (text: string) => Array.from(text).reverse().join('');

/**
 * The runs of `paragraph.text` from `start` to `end` (exclusive), left to right as they appear on the page,
 * each as the string to give the shaper: a right-to-left run keeps its logical order (with mirrored
 * brackets) when fontkit reverses it anyway, and is reversed here when fontkit would not (punctuation or
 * spaces alone); a left-to-right run that fontkit would reverse (Arabic-Indic digits) is pre-reversed.
 */
export function visualRuns({ text, levels }: BidiParagraph, start: number, end: number): string[] {
  const runs: { level: number; text: string }[] = [];
  const mirrored = end > start ? bidi.getMirroredCharactersMap(text, levels, start, end - 1) : new Map<number, string>();
  for (let index = start; index < end; index++) {
    const level = levels[index] ?? 0;
    const char = mirrored.get(index) ?? text[index] ?? '';
    const last = runs.at(-1);
    if (last?.level === level) last.text += char;
    else runs.push({ level, text: char });
  }
  // Rule L2 of the algorithm: from the highest level down to the lowest odd one, reverse every sequence
  // of runs at that level or above.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(highest + 1, ...runs.map((run) => run.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let first = 0; first < runs.length; first++) {
      if ((runs[first]?.level ?? 0) < level) continue;
      let last = first;
      while (last + 1 < runs.length && (runs[last + 1]?.level ?? 0) >= level) last++;
      runs.splice(first, last - first + 1, ...runs.slice(first, last + 1).reverse());
      first = last;
    }
  }
  return runs.map((run) => (run.level % 2 === 1) === shaperReverses(run.text) ? run.text : reversed(run.text));
}
