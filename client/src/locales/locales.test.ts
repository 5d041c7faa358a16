import { describe, expect, test } from 'vitest';
import { LOCALES } from '../i18n/locales';

type Texts = { [key: string]: string | Texts };

const bundles = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(texts: Texts, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** Plural keys count once per base key: each language has its own set of forms. */
const baseKeys = (texts: Texts) => [...new Set(Object.keys(flatten(texts)).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

const namespaces = [...new Set(Object.keys(bundles).map((path) => path.split('/')[2]!.replace('.json', '')))];

describe('locales (docs/architecture.md §4: every UI string in en, el, ru, ar)', () => {
  test.each(namespaces)('%s has the same keys in every locale, all translated', (namespace) => {
    const english = bundles[`./en/${namespace}.json`]!;
    for (const { code } of LOCALES) {
      const texts = bundles[`./${code}/${namespace}.json`];
      expect(texts, `${code}/${namespace}.json`).toBeDefined();
      expect(baseKeys(texts!), code).toEqual(baseKeys(english));
      for (const [key, value] of Object.entries(flatten(texts!))) expect(value.trim(), `${code}:${key}`).not.toBe('');
    }
  });

  test.each(LOCALES.map((locale) => locale.code))('%s has every plural form its language needs', (code) => {
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const namespace of namespaces) {
      const keys = Object.keys(flatten(bundles[`./${code}/${namespace}.json`]!));
      const plurals = new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
      for (const base of plurals) {
        for (const category of needed) expect(keys, `${code}:${base}_${category}`).toContain(`${base}_${category}`);
      }
    }
  });
});
