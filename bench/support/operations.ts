import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const clientSources = join(root, 'client', 'src');

export interface Operation {
  name: string;
  /** The exact text the client sends (the `params.text` of the Relay artifact). */
  text: string;
  /** Where the artifact lives, for the report. */
  artifact: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/src/test/');

/** The string literal after `"key": ` in a Relay artifact, decoded (artifacts write JSON literals). */
function literal(source: string, key: string): string | undefined {
  const match = new RegExp(`"${key}": ("(?:[^"\\\\]|\\\\.)*")`).exec(source);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as string);
}

/**
 * Every query the client's routes send, read from the compiled Relay artifacts. Queries declared only
 * in tests (e.g. `LanguageMenuTestQuery`) are not the product's and are left out.
 */
export function routeQueries(): Operation[] {
  const sources = filesUnder(clientSources).filter((path) => /\.tsx?$/.test(path) && !path.includes('__generated__'));
  const productSources = sources.filter((path) => !isTest(path)).map((path) => readFileSync(path, 'utf8'));
  return filesUnder(clientSources)
    .filter((path) => path.includes('__generated__') && path.endsWith('Query.graphql.ts'))
    .flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      const params = source.slice(source.indexOf('"params"'));
      const name = literal(params, 'name');
      const text = literal(params, 'text');
      if (literal(params, 'operationKind') !== 'query' || !name || !text) return [];
      const declared = new RegExp(`query ${name}\\b`);
      if (!productSources.some((file) => declared.test(file))) return [];
      return [{ name, text, artifact: relative(root, path) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
