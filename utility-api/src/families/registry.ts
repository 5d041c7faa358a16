/**
 * The utility's application families, read and checked once at start (./loadSources.ts, ./checkSources.ts)
 * and served in a language (./localize.ts). Definitions are the same for every request, so each
 * (family, language) is localized once and kept; which families a request sees (settings, visitors) is
 * decided per request by the callers.
 */
import type { FamilyDefinition } from '../../../shared/applicationForms/definition.ts';
import type { Db } from '../db/open.ts';
import { LANGUAGES, type Language } from '../domain/constants.ts';
import { sourceProblems } from './checkSources.ts';
import type { FamilySources } from './loadSources.ts';
import { localizeFamily } from './localize.ts';
import type { FamilySource } from './source.ts';

/** Application types of families are in the customer-service queue (migration 014, kind 1). */
const CUSTOMER_SERVICE_KIND = 1;

export interface FamilyRegistry {
  /** Codes of every defined family, in application type order. */
  codes(): string[];
  source(code: string): FamilySource | undefined;
  /** The family whose applications have this type. */
  codeOfType(applicationType: number): string | undefined;
  /** A family in a language, or undefined when no family has the code. */
  localized(code: string, language: Language): FamilyDefinition | undefined;
}

export function createFamilyRegistry(sources: FamilySources): FamilyRegistry {
  const problems = sourceProblems(sources.families, sources.sharedLookups);
  if (problems.length > 0) throw new Error(`broken application family definitions (utility-api/src/families):\n- ${problems.join('\n- ')}`);
  const families = [...sources.families].sort((a, b) => a.applicationType - b.applicationType);
  const byCode = new Map(families.map((family) => [family.code, family]));
  const sharedLookups = new Map(sources.sharedLookups.map((lookup) => [lookup.id, lookup]));
  const cache = new Map<string, FamilyDefinition>();
  return {
    codes: () => families.map((family) => family.code),
    source: (code) => byCode.get(code),
    codeOfType: (type) => families.find((family) => family.applicationType === type)?.code,
    localized: (code, language) => {
      const source = byCode.get(code);
      if (source === undefined) return undefined;
      const key = `${code}/${language}`;
      let family = cache.get(key);
      if (family === undefined) {
        family = localizeFamily(source, language, sharedLookups);
        cache.set(key, family);
      }
      return family;
    },
  };
}

/** Each family's type in the catalogue of /Application/GetTypes, named in the four languages: no migration per family. */
export function registerFamilyTypes(db: Db, families: readonly FamilySource[]): void {
  const upsert = db.prepare(
    'INSERT INTO application_types (id, kind, name) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name',
  );
  db.transaction(() => {
    for (const family of families) {
      const names = Object.fromEntries(LANGUAGES.map((language) => [language, family.texts[language]?.name ?? family.code]));
      upsert.run(family.applicationType, CUSTOMER_SERVICE_KIND, JSON.stringify(names));
    }
  })();
}
