import { describe, expect, it } from 'vitest';
import { parseParagraphs } from './paragraphs.ts';

describe('parseParagraphs (000 §2 "valid" privacy policy)', () => {
  it('keeps the paragraphs with a text', () => {
    expect(parseParagraphs('[{"title":"A","text":"One"},{"title":"B","text":" "},{"text":"Two"}]')).toEqual([
      { title: 'A', text: 'One' },
      { title: '', text: 'Two' },
    ]);
  });

  it('answers null for a missing, non-JSON, non-list or empty text', () => {
    for (const value of [null, '', 'plain words', '{"title":"A"}', '[]', '[{"title":"A"}]']) expect(parseParagraphs(value)).toBeNull();
  });
});
