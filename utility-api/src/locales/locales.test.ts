import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { catalogProblems } from '../../../shared/i18n/catalogProblems.ts';

describe('reference API texts (every text in en, el, ru, ar)', () => {
  test('every catalog has every key of English in every language, no other, with the same placeholders', () => {
    expect(catalogProblems(fileURLToPath(new URL('.', import.meta.url)))).toEqual([]);
  });
});
