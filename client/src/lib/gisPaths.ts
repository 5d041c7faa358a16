/** URLs of the web map and GIS administration (002 §2 webgis, gisAdministration and its settings screens). */
export const gisPaths = {
  webgis: '/webgis',
  /** The map centred on an object, selected: any global id of a Meter, ServicePoint, Property or Element. */
  find: (globalId: string) => `/webgis?${new URLSearchParams({ find: globalId }).toString()}`,
  /** The viewer's own map settings, from the map (web map users without GIS administration). */
  myUserSettings: '/webgis/userSettings',
  administration: '/gisAdministration',
  gisSettings: '/gisAdministration/gisSettings',
  mapsSettings: '/gisAdministration/mapsSettings',
  mapSettings: (mapId?: number) => (mapId === undefined ? '/gisAdministration/mapSettings' : `/gisAdministration/mapSettings?map=${mapId}`),
  gisUserSettings: '/gisAdministration/gisUserSettings',
} as const;
