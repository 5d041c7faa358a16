import type { RouteObject } from 'react-router-dom';
import { screenRoute } from '../../router/screenRoute';
import { searchScreenRoute } from '../../router/searchScreenRoute';

/** 002 §2 webgis needs `portalGis`; gisAdministration and its settings screens `portalGisAdmin` (000 §6). */
const webGis = { kind: 'employee', feature: 'webGis' } as const;
const administration = { kind: 'employee', feature: 'gisAdministration' } as const;

// Each screen's code (OpenLayers with the map) downloads only when its route opens, after the access check.
const mapScreen = () => import('./WebGisScreen').then((module) => module.webGisScreen);
const userSettings = (fromMap: boolean) => () => import('./GisUserSettingsScreen').then((module) => module.gisUserSettingsScreen(fromMap));

/** The web map and GIS administration (002 §2 webgis, gisAdministration, gisSettings, mapsSettings, mapSettings, gisUserSettings). */
export const gisRoutes: RouteObject[] = [
  searchScreenRoute('webgis', webGis, mapScreen),
  screenRoute('webgis/userSettings', webGis, userSettings(true)),
  screenRoute('gisAdministration', administration, () => import('./GisAdminHome').then((module) => module.gisAdminHomeScreen)),
  screenRoute('gisAdministration/gisSettings', administration, () => import('./GisSettingsScreen').then((module) => module.gisSettingsScreen)),
  screenRoute('gisAdministration/mapsSettings', administration, () => import('./MapsSettingsScreen').then((module) => module.mapsSettingsScreen)),
  searchScreenRoute('gisAdministration/mapSettings', administration, () => import('./MapSettingsScreen').then((module) => module.mapSettingsScreen)),
  screenRoute('gisAdministration/gisUserSettings', administration, userSettings(false)),
];
