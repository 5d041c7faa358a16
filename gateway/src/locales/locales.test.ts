import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { fill } from '../../../shared/i18n/catalog.ts';
import { catalogProblems } from '../../../shared/i18n/catalogProblems.ts';

const root = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

describe('server texts (docs/architecture.md §6: every text in en, el, ru, ar)', () => {
  test.each([
    ['gateway', root('.')],
    ['shared', root('../../../shared/locales')],
  ])('the %s catalogs have every key of English in every language, no other, with the same placeholders', (_, dir) => {
    expect(catalogProblems(dir)).toEqual([]);
  });

  test('the check finds a missing bundle, a missing or extra key, an empty text and other placeholders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
    try {
      const bundles: Record<string, object> = {
        en: { a: 'A {{n}}', b: { c: 'C' } },
        el: { a: 'Α {{m}}', b: { c: 'Γ' } },
        ru: { a: 'А {{n}}', b: {}, d: 'Д' },
        ar: { a: '{{n}} أ', b: { c: ' ' } },
      };
      for (const [language, texts] of Object.entries(bundles)) {
        mkdirSync(join(dir, language));
        writeFileSync(join(dir, language, 'x.json'), JSON.stringify(texts));
      }
      writeFileSync(join(dir, 'en', 'y.json'), '{}');
      expect(catalogProblems(dir)).toEqual([
        'el/x.json: a placeholders differ',
        'ru/x.json: b.c missing',
        'ru/x.json: d not in English',
        'ar/x.json: b.c empty',
        'el/y.json: missing',
        'ru/y.json: missing',
        'ar/y.json: missing',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('placeholders are filled as the client fills them, a missing value empty unless kept', () => {
    expect(fill('{{count}} of {{ max }}', { count: 2, max: '5' })).toBe('2 of 5');
    expect(fill('At most {{max}}', {})).toBe('At most ');
    expect(fill('Until {{date}}', {}, { keepMissing: true })).toBe('Until {{date}}');
    expect(fill('{{n}} m', { n: 3 }, { format: (value) => `<${value}>` })).toBe('<3> m');
  });
});
