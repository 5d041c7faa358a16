import { describe, expect, it } from 'vitest';
import { legalParagraphs, parseParagraphs } from './paragraphs.ts';

const titled = JSON.stringify([
  { title: { mainTitle: 'Terms of use', subtitle: 'Version of 1 January 2026' }, text: 'By using the portal you agree.' },
  { title: 'Your account', text: 'Keep your password secret.' },
]);

describe('parseParagraphs (000 §2 "valid" privacy policy)', () => {
  it('keeps the paragraphs with a text', () => {
    expect(parseParagraphs('[{"title":"A","text":"One"},{"title":"B","text":" "},{"text":"Two"}]')).toEqual([
      { title: 'A', subtitle: null, text: 'One' },
      { title: '', subtitle: null, text: 'Two' },
    ]);
  });

  it('answers null for a missing, non-JSON, non-list or empty text', () => {
    for (const value of [null, '', 'plain words', '{"title":"A"}', '[]', '[{"title":"A"}]']) expect(parseParagraphs(value)).toBeNull();
  });

  it('reads a legal title with its subtitle (001 §3) as in the terms', () => {
    expect(parseParagraphs(titled)?.[0]).toEqual({ title: 'Terms of use', subtitle: 'Version of 1 January 2026', text: 'By using the portal you agree.' });
  });
});

describe('legalParagraphs (001 §3 legal text)', () => {
  it('turns a title { mainTitle, subtitle } into the heading and its subtitle, and keeps plain headings as they are', () => {
    expect(legalParagraphs(titled)).toEqual([
      { title: 'Terms of use', subtitle: 'Version of 1 January 2026', text: 'By using the portal you agree.' },
      { title: 'Your account', subtitle: null, text: 'Keep your password secret.' },
    ]);
  });

  it('keeps a title without a text (the text is its title alone) and a title with one of its parts missing', () => {
    const list = [{ title: { mainTitle: 'Terms of use', subtitle: 'Version 3' } }, { title: { subtitle: 'Annex' }, text: 'Tariffs.' }, { title: { mainTitle: 'Fees', subtitle: '' }, text: 'None.' }];
    expect(legalParagraphs(JSON.stringify(list))).toEqual([
      { title: 'Terms of use', subtitle: 'Version 3', text: '' },
      { title: '', subtitle: 'Annex', text: 'Tariffs.' },
      { title: 'Fees', subtitle: null, text: 'None.' },
    ]);
  });

  it('shows a text that is no paragraph list whole, and nothing for no text', () => {
    expect(legalParagraphs('Plain terms.\n\nSecond paragraph.')).toEqual([{ title: '', subtitle: null, text: 'Plain terms.\n\nSecond paragraph.' }]);
    expect(legalParagraphs('{"title":"A"}')).toEqual([{ title: '', subtitle: null, text: '{"title":"A"}' }]);
    expect(legalParagraphs(null)).toEqual([]);
    expect(legalParagraphs('  ')).toEqual([]);
  });
});
