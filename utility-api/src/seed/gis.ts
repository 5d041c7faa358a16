import type { Db } from '../db/open.ts';
import { gisStore, GIS_LAYERS } from '../store/gis.ts';
import { TOWN_CENTRES } from './enquiry.ts';

/** Seeding moment of the GIS settings record; fixed, so every seed gives the same data. */
const SEEDED_ON = '2026-01-01T00:00:00.000Z';

/**
 * The GIS settings (no map server: the map draws its plain background) and the named maps of the demo:
 * the whole island and each town (migration 022). No random source: nothing here varies by seed.
 */
export function insertGis(db: Db): void {
  const store = gisStore(db);
  store.saveSettings({ serverUrl: null, serverType: 'none', workspace: null, backgroundLayer: null, elementLayerName: null }, SEEDED_ON);
  store.saveMap({ name: 'Cyprus', centreLatitude: 35.0, centreLongitude: 33.2, zoom: 8, visibleLayers: ['connections', 'elements'] });
  for (const [town, [latitude, longitude]] of Object.entries(TOWN_CENTRES)) {
    store.saveMap({ name: town, centreLatitude: latitude, centreLongitude: longitude, zoom: 14, visibleLayers: GIS_LAYERS });
  }
}
