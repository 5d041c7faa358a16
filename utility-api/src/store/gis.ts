import type { Db } from '../db/open.ts';
import { gisFeatureStore } from './gisFeatures.ts';
import { gisMapStore } from './gisMaps.ts';

export * from './gisTypes.ts';
;

/** Web map features, GIS settings, maps and each employee's map preferences (migration 022). */
export function gisStore(db: Db) {
  return { ...gisFeatureStore(db), ...gisMapStore(db) };
}

export type GisStore = ReturnType<typeof gisStore>;
