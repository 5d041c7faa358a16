/**
 * Reads the utility's application families (`definitions/*.json`) and shared lookups (`lookups/*.json`)
 * once at start: files of this directory only, never a path from a request.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FamilySource, SharedLookupSource } from './source.ts';

export interface FamilySources {
  families: readonly FamilySource[];
  sharedLookups: readonly SharedLookupSource[];
}

const FAMILIES_DIR = import.meta.dirname;

function readJsonFiles(dir: string): unknown[] {
  return [...readJsonFilesByName(dir).values()];
}

/** The JSON files of a directory by name without `.json`, in name order. */
function readJsonFilesByName(dir: string): Map<string, unknown> {
  if (!existsSync(dir)) return new Map();
  return new Map(readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      try {
        return [name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown] as const;
      } catch (error) {
        throw new Error(`application family file ${join(dir, name)} is not valid JSON: ${(error as Error).message}`);
      }
    }));
}

/** The definitions and shared lookups of the repository (utility-api/src/families/). */
export function loadFamilySources(dir = FAMILIES_DIR): FamilySources {
  return {
    families: readJsonFiles(join(dir, 'definitions')) as FamilySource[],
    sharedLookups: readJsonFiles(join(dir, 'lookups')) as SharedLookupSource[],
  };
}

/** Sample values of the families (`samples/<code>.json`, a path → value map), for the demo data. */
export function loadFamilySamples(dir = FAMILIES_DIR): ReadonlyMap<string, Readonly<Record<string, string>>> {
  return readJsonFilesByName(join(dir, 'samples')) as Map<string, Record<string, string>>;
}
