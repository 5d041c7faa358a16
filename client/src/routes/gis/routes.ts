import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import gisAdminHomeParameters from './__generated__/GisAdminHomeQuery$parameters';
import gisSettingsParameters from './__generated__/GisSettingsScreenQuery$parameters';
import gisUserSettingsParameters from './__generated__/GisUserSettingsScreenQuery$parameters';
import mapSettingsParameters from './__generated__/MapSettingsScreenQuery$parameters';
import mapsSettingsParameters from './__generated__/MapsSettingsScreenQuery$parameters';
import webGisParameters from './__generated__/WebGisScreenQuery$parameters';

/** 002 §2 webgis needs `portalGis`; gisAdministration and its settings screens `portalGisAdmin` (000 §6). */
const webGis = { kind: 'employee', feature: 'webGis' } as const;
const administration = { kind: 'employee', feature: 'gisAdministration' } as const;

/**
 * The map and the settings always ask the gateway: settings change on other screens (and by other
 * administrators), and their records have no ids a mutation could update in the store.
 */
const fresh = { fetchPolicy: 'network-only' } as const;
const mapQuery = routeQuery(webGisParameters, {
  ...fresh,
  variables: ({ search }) => {
    const find = search.get('find')?.trim() ?? '';
    return { find, hasFind: find !== '' };
  },
});
const userSettingsQuery = routeQuery(gisUserSettingsParameters, fresh);

// Each screen's code (OpenLayers with the map) downloads only when its route opens, after the access check.
const mapScreen = () => import('./WebGisScreen').then((module) => module.webGisScreen);
const userSettings = (fromMap: boolean) => () => import('./GisUserSettingsScreen').then((module) => module.gisUserSettingsScreen(fromMap));

/** The web map and GIS administration (002 §2 webgis, gisAdministration, gisSettings, mapsSettings, mapSettings, gisUserSettings). */
export const gisRoutes: RouteObject[] = [
  screenRoute('webgis', webGis, mapQuery, mapScreen),
  screenRoute('webgis/userSettings', webGis, userSettingsQuery, userSettings(true)),
  screenRoute('gisAdministration', administration, routeQuery(gisAdminHomeParameters, fresh), () => import('./GisAdminHome').then((module) => module.gisAdminHomeScreen)),
  screenRoute('gisAdministration/gisSettings', administration, routeQuery(gisSettingsParameters, fresh), () =>
    import('./GisSettingsScreen').then((module) => module.gisSettingsScreen),
  ),
  screenRoute('gisAdministration/mapsSettings', administration, routeQuery(mapsSettingsParameters, fresh), () =>
    import('./MapsSettingsScreen').then((module) => module.mapsSettingsScreen),
  ),
  screenRoute('gisAdministration/mapSettings', administration, routeQuery(mapSettingsParameters, fresh), () =>
    import('./MapSettingsScreen').then((module) => module.mapSettingsScreen),
  ),
  screenRoute('gisAdministration/gisUserSettings', administration, userSettingsQuery, userSettings(false)),
];
