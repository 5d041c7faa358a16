/** The map's vector layers (`MapLayer` of the schema), in their default drawing order. */
export const MAP_LAYERS = ['PROPERTIES', 'CONNECTIONS', 'METERS', 'ELEMENTS'] as const;
export type MapLayerName = (typeof MAP_LAYERS)[number];

/** One object on the map (`MapFeature`). */
export interface MapFeatureData {
  readonly objectId: string;
  readonly kind: 'PROPERTY' | 'CONNECTION' | 'METER' | 'ELEMENT';
  readonly label: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly propertyId: string | null | undefined;
  readonly connectionId: string | null | undefined;
  readonly elementId: number | null | undefined;
}

/** The objects of every shown layer in one cell of the grid, when they are too many to list (`MapCell`). */
export interface MapCellData {
  readonly column: number;
  readonly row: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly count: number;
  readonly layers: ReadonlyArray<{ readonly layer: MapLayerName; readonly count: number }>;
}

/** Which background shows: none configured, the server's loading, drawn, or failed (plain again). */
export type BackgroundState = 'plain' | 'loading' | 'loaded' | 'failed';

/** Nearby radius options in metres; 0 reads 'All' (002 §9: 100 m or less). */
export const RADIUS_OPTIONS = [0, 250, 500, 1000, 2000, 5000] as const;

export const isMapLayer = (value: string): value is MapLayerName => (MAP_LAYERS as readonly string[]).includes(value);
