import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { gisBackgroundRoute } from './background.ts';
import { gisFeatureRoutes } from './features.ts';
import { gisSettingsRoutes } from './settings.ts';
import { gisWmsRoute } from './wms.ts';

/** Web map and GIS administration (README "Web map and GIS administration"; 002 §2 webgis, gisAdministration). */
export function gisRoutes(app: FastifyInstance, store: Store): void {
  gisFeatureRoutes(app, store);
  gisSettingsRoutes(app, store);
  gisWmsRoute(app, store);
  gisBackgroundRoute(app, store);
}
