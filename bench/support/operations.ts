import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const clientSources = join(root, 'client', 'src');
const persistedDocumentsFile = join(root, 'persisted-documents.json');

export interface Operation {
  name: string;
  /** The persisted id the client sends (the `params.id` of the Relay artifact). */
  id: string;
  /** The text the gateway runs for that id, from `persisted-documents.json`. */
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
  // The artifacts carry only the id (relay.config.js, persistConfig); the text lives in this file.
  const documents = JSON.parse(readFileSync(persistedDocumentsFile, 'utf8')) as Record<string, string>;
  const sources = filesUnder(clientSources).filter((path) => /\.tsx?$/.test(path) && !path.includes('__generated__'));
  const productSources = sources.filter((path) => !isTest(path)).map((path) => readFileSync(path, 'utf8'));
  return filesUnder(clientSources)
    .filter((path) => path.includes('__generated__') && path.endsWith('Query.graphql.ts'))
    .flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      const params = source.slice(source.indexOf('"params"'));
      const name = literal(params, 'name');
      const id = literal(params, 'id');
      const text = id === undefined ? undefined : documents[id];
      if (literal(params, 'operationKind') !== 'query' || !name || !id || !text) return [];
      const declared = new RegExp(`query ${name}\\b`);
      if (!productSources.some((file) => declared.test(file))) return [];
      return [{ name, id, text, artifact: relative(root, path) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The cheapest request a screen could make: no field but `__typename`, no upstream call. What it costs
 * is the gateway's per-request floor (HTTP, Yoga's pipeline, context, limits, the answer).
 */
export const FLOOR_QUERY: Operation = { name: 'TypenameQuery', id: '', text: 'query TypenameQuery { __typename }', artifact: '(bench)' };

/** The route queries named (all of them when none is), and the floor query when it is named. */
export function namedQueries(names: readonly string[]): Operation[] {
  const routes = routeQueries().filter((query) => names.length === 0 || names.includes(query.name));
  return names.includes(FLOOR_QUERY.name) ? [FLOOR_QUERY, ...routes] : routes;
}
