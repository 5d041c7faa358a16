import { describe, expect, it } from 'vitest';
import { bidiParagraph, visualRuns, type Direction } from './visualRuns.ts';

const runs = (text: string, direction: Direction) => visualRuns(bidiParagraph(text, direction), 0, text.length);

// Each run is what pdfkit's shaper is given; it reverses the runs that start with Arabic letters itself.
describe('visual runs of a line', () => {
  it('puts a reference number inside an Arabic sentence between its two halves, in its own order', () => {
    expect(runs('رقم الطلب DRL-2026-000118 صالح', 'rtl')).toEqual([' صالح', 'DRL-2026-000118', 'رقم الطلب ']);
  });

  it('reverses right-to-left punctuation the shaper would leave as it is, and mirrors brackets', () => {
    expect(runs('مرحبا 12 ?!', 'rtl')).toEqual(['!? ', '12', 'مرحبا ']);
    expect(runs('الطلب (جديد)', 'rtl')).toEqual(['الطلب )جديد(']);
  });

  it('pre-reverses Arabic-Indic digits, which the shaper would otherwise turn around', () => {
    expect(runs('رقم ١٢٣', 'rtl')).toEqual(['٣٢١', 'رقم ']);
  });

  it('keeps a left-to-right line whole and places an Arabic name with its number as a reader expects', () => {
    expect(runs('Hello, world', 'ltr')).toEqual(['Hello, world']);
    expect(runs('Holder: محمد بن علي (12)', 'ltr')).toEqual(['Holder: ', '(', '12', 'محمد بن علي )']);
  });
});
