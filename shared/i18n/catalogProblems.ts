import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_LANGUAGES, placeholders } from './catalog.ts';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const read = (path: string): Record<string, string> => flatten(JSON.parse(readFileSync(path, 'utf8')) as Texts);
const placeholderSet = (text: string) => [...new Set(placeholders(text))].sort().join();

/**
 * What is wrong with the catalogs under `root` (`<lang>/<namespace>.json`): a namespace missing in a language,
 * a key missing or extra compared with English, an empty text, or other placeholders than the English text's.
 */
export function catalogProblems(root: string): string[] {
  const namespaces = new Set(
    CATALOG_LANGUAGES.flatMap((language) => {
      const dir = join(root, language);
      return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
    }),
  );
  const problems: string[] = [];
  for (const file of [...namespaces].sort()) {
    const englishPath = join(root, 'en', file);
    if (!existsSync(englishPath)) {
      problems.push(`en/${file}: missing`);
      continue;
    }
    const english = read(englishPath);
    for (const language of CATALOG_LANGUAGES) {
      const path = join(root, language, file);
      if (!existsSync(path)) {
        problems.push(`${language}/${file}: missing`);
        continue;
      }
      const texts = read(path);
      for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${language}/${file}: ${key} missing`);
      for (const [key, text] of Object.entries(texts)) {
        const englishText = english[key];
        if (englishText === undefined) problems.push(`${language}/${file}: ${key} not in English`);
        else if (text.trim() === '') problems.push(`${language}/${file}: ${key} empty`);
        else if (placeholderSet(text) !== placeholderSet(englishText)) problems.push(`${language}/${file}: ${key} placeholders differ`);
      }
    }
  }
  return problems;
}
