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
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      try {
        return JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
      } catch (error) {
        throw new Error(`application family file ${join(dir, name)} is not valid JSON: ${(error as Error).message}`);
      }
    });
}

/** The definitions and shared lookups of the repository (utility-api/src/families/). */
export function loadFamilySources(dir = FAMILIES_DIR): FamilySources {
  return {
    families: readJsonFiles(join(dir, 'definitions')) as FamilySource[],
    sharedLookups: readJsonFiles(join(dir, 'lookups')) as SharedLookupSource[],
  };
}
