/** The vector layers of the web map (002 §2 webgis): what `/Gis/GetFeatures` can answer. */
export const GIS_LAYERS = ['properties', 'connections', 'meters', 'elements'] as const;
export type GisLayer = (typeof GIS_LAYERS)[number];

/** The object kinds `/Gis/Locate` finds (one per layer). */
export const GIS_KINDS = ['property', 'connection', 'meter', 'element'] as const;
export type GisKind = (typeof GIS_KINDS)[number];

export const SERVER_TYPES = ['none', 'WMS', 'WFS'] as const;
export type ServerType = (typeof SERVER_TYPES)[number];

/** Default colours of the layers, in their default order (map settings). */
export const DEFAULT_LAYER_COLOURS: Readonly<Record<GisLayer, string>> = {
  properties: '#7C3AED',
  connections: '#0369A1',
  meters: '#B45309',
  elements: '#047857',
};

/** [minLon, minLat, maxLon, maxLat] in degrees (WGS 84). */
export type Bbox = readonly [number, number, number, number];

/** One object on the map, with the upstream ids the enquiry routes need. */
export interface GisFeature {
  kind: GisKind;
  id: number;
  label: string;
  latitude: number;
  longitude: number;
  propertyId: number | null;
  connectionId: number | null;
  meterId: number | null;
}

/** Objects of a layer too many to list in one viewport, grouped in a grid cell. */
export interface GisCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** The cell: its column from the bbox's west edge and row from its south edge, both from 0. */
  column: number;
  row: number;
}

export interface GisLayerAnswer {
  layer: GisLayer;
  /** Every object of the layer inside the bbox. */
  total: number;
  /** The objects themselves when the asked layers hold at most `limit` in all, else none. */
  items: GisFeature[];
  /** Otherwise the objects grouped in a grid of cells over the bbox (the same grid for every layer). */
  clusters: GisCluster[];
}

export interface GisSettings {
  serverUrl: string | null;
  serverType: ServerType;
  workspace: string | null;
  backgroundLayer: string | null;
  elementLayerName: string | null;
  updatedOn: string | null;
}

interface GisMapLayer {
  layer: GisLayer;
  position: number;
  visible: boolean;
  colour: string;
}

export interface GisMap {
  mapId: number;
  name: string;
  centreLatitude: number;
  centreLongitude: number;
  zoom: number;
  /** Its layers in drawing order (first drawn first, last on top). */
  layers: GisMapLayer[];
}

export interface GisUserSettings {
  defaultMapId: number | null;
  visibleLayers: GisLayer[] | null;
  lastExtent: Bbox | null;
  updatedOn: string | null;
}

/** Grid cells per side when the layers are clustered and the request names no grid (16 × 16). */
export const CLUSTER_GRID = 16;
/** Most columns or rows a request may ask for (32 × 32 cells per layer). */
export const MAX_CLUSTER_GRID = 32;
