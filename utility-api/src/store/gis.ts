import type { Db } from '../db/open.ts';

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
}

export interface GisLayerAnswer {
  layer: GisLayer;
  /** Every object of the layer inside the bbox. */
  total: number;
  /** The objects themselves when there are at most `limit` of them, else none. */
  items: GisFeature[];
  /** Otherwise the objects grouped in a grid of cells over the bbox. */
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

export interface GisMapLayer {
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

/** Grid cells per side when a layer is clustered (at most 16 × 16 points). */
export const CLUSTER_GRID = 16;

type Row = { id: number; label: string; latitude: number; longitude: number; propertyId: number | null; connectionId: number | null; meterId: number | null };

/** The position filter of each layer's query, on the table carrying the position (`c` or `e`). */
const INSIDE = (alias: string) => `${alias}.latitude BETWEEN @minLat AND @maxLat AND ${alias}.longitude BETWEEN @minLon AND @maxLon`;

/** Per layer: the rows inside a bbox, their count, and the position column's table alias. */
const LAYER_SQL: Readonly<Record<GisLayer, { kind: GisKind; from: string; select: string; alias: string }>> = {
  connections: {
    kind: 'connection',
    alias: 'c',
    from: `connections c WHERE ${INSIDE('c')}`,
    select: 'c.id, c.number AS label, c.latitude, c.longitude, c.property_id AS propertyId, c.id AS connectionId, NULL AS meterId',
  },
  meters: {
    kind: 'meter',
    alias: 'c',
    from: `connections c JOIN meter_details md ON md.connection_id = c.id JOIN meters m ON m.id = md.meter_id WHERE ${INSIDE('c')}`,
    select: 'm.id, m.meter_ref AS label, c.latitude, c.longitude, c.property_id AS propertyId, c.id AS connectionId, m.id AS meterId',
  },
  // A property sits where its first connection is.
  properties: {
    kind: 'property',
    alias: 'c',
    from: `connections c JOIN properties p ON p.id = c.property_id WHERE ${INSIDE('c')}
      AND c.id = (SELECT min(first.id) FROM connections first WHERE first.property_id = c.property_id)`,
    select: 'p.id, p.reference AS label, c.latitude, c.longitude, p.id AS propertyId, c.id AS connectionId, NULL AS meterId',
  },
  elements: {
    kind: 'element',
    alias: 'e',
    from: `elements e WHERE ${INSIDE('e')}`,
    select: "e.id, e.code || ' ' || e.name AS label, e.latitude, e.longitude, NULL AS propertyId, NULL AS connectionId, NULL AS meterId",
  },
};

const LOCATE_SQL: Readonly<Record<GisKind, string>> = {
  connection: `SELECT ${LAYER_SQL.connections.select} FROM connections c WHERE c.id = ?`,
  meter: `SELECT ${LAYER_SQL.meters.select} FROM connections c JOIN meter_details md ON md.connection_id = c.id JOIN meters m ON m.id = md.meter_id WHERE m.id = ?`,
  property: `SELECT ${LAYER_SQL.properties.select} FROM connections c JOIN properties p ON p.id = c.property_id WHERE p.id = ? ORDER BY c.id LIMIT 1`,
  element: `SELECT ${LAYER_SQL.elements.select} FROM elements e WHERE e.id = ?`,
};

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

interface SettingsRow {
  server_url: string | null;
  server_type: ServerType;
  workspace: string | null;
  background_layer: string | null;
  element_layer_name: string | null;
  updated_on: string;
}

interface MapRow {
  id: number;
  name: string;
  centre_latitude: number;
  centre_longitude: number;
  zoom: number;
}

export interface MapInput {
  mapId?: number | undefined;
  name: string;
  centreLatitude: number;
  centreLongitude: number;
  zoom: number;
  /** The layers shown when the map opens (the others stay listed but hidden). */
  visibleLayers: readonly GisLayer[];
}

/** Web map features, GIS settings, maps and each employee's map preferences (migration 022). */
export function gisStore(db: Db) {
  const layerStatements = Object.fromEntries(
    GIS_LAYERS.map((layer) => {
      const sql = LAYER_SQL[layer];
      const alias = sql.alias;
      return [
        layer,
        {
          rows: db.prepare<Record<string, number>, Row>(`SELECT ${sql.select} FROM ${sql.from} LIMIT @limit`),
          // Grid cells over the bbox: the mean position and count of each non-empty cell.
          clusters: db.prepare<Record<string, number>, GisCluster>(`SELECT avg(${alias}.latitude) AS latitude, avg(${alias}.longitude) AS longitude,
            count(*) AS count FROM ${sql.from}
            GROUP BY min(@grid - 1, CAST((${alias}.longitude - @minLon) / @cellLon AS INTEGER)), min(@grid - 1, CAST((${alias}.latitude - @minLat) / @cellLat AS INTEGER))
            ORDER BY count DESC`),
        },
      ];
    }),
  ) as Record<GisLayer, { rows: ReturnType<Db['prepare']>; clusters: ReturnType<Db['prepare']> }>;
  const locateStatements = Object.fromEntries(GIS_KINDS.map((kind) => [kind, db.prepare<[number], Row>(LOCATE_SQL[kind])])) as Record<
    GisKind,
    ReturnType<typeof db.prepare<[number], Row>>
  >;
  const toFeature = (kind: GisKind, row: Row): GisFeature => ({
    kind,
    id: row.id,
    label: row.label,
    latitude: round6(row.latitude),
    longitude: round6(row.longitude),
    propertyId: row.propertyId,
    connectionId: row.connectionId,
    meterId: row.meterId,
  });
  const mapLayers = db.prepare<[number], { layer: GisLayer; position: number; visible: number; colour: string }>(
    'SELECT layer, position, visible, colour FROM gis_map_layers WHERE map_id = ? ORDER BY position, layer',
  );
  const toMap = (row: MapRow): GisMap => ({
    mapId: row.id,
    name: row.name,
    centreLatitude: row.centre_latitude,
    centreLongitude: row.centre_longitude,
    zoom: row.zoom,
    layers: mapLayers.all(row.id).map((layer) => ({ layer: layer.layer, position: layer.position, visible: layer.visible === 1, colour: layer.colour })),
  });
  const upsertLayer = db.prepare(`INSERT INTO gis_map_layers (map_id, layer, position, visible, colour) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (map_id, layer) DO UPDATE SET position = excluded.position, visible = excluded.visible, colour = excluded.colour`);

  const store = {
    /** Each asked layer inside `bbox`: its objects when at most `limit`, else a grid of clusters. */
    features(bbox: Bbox, layers: readonly GisLayer[], limit: number): GisLayerAnswer[] {
      const [minLon, minLat, maxLon, maxLat] = bbox;
      const params = { minLon, minLat, maxLon, maxLat };
      return layers.map((layer) => {
        const statements = layerStatements[layer];
        // One more row than the limit tells whether the layer is listed or clustered without counting first.
        const rows = statements.rows.all({ ...params, limit: limit + 1 }) as Row[];
        if (rows.length <= limit) {
          return { layer, total: rows.length, items: rows.map((row) => toFeature(LAYER_SQL[layer].kind, row)), clusters: [] };
        }
        const cellLon = Math.max((maxLon - minLon) / CLUSTER_GRID, 1e-9);
        const cellLat = Math.max((maxLat - minLat) / CLUSTER_GRID, 1e-9);
        const clusters = (statements.clusters.all({ ...params, grid: CLUSTER_GRID, cellLon, cellLat }) as GisCluster[]).map((cluster) => ({
          latitude: round6(cluster.latitude),
          longitude: round6(cluster.longitude),
          count: cluster.count,
        }));
        const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
        return { layer, total, items: [], clusters };
      });
    },

    /** Where one object is, or undefined when it does not exist or has no position. */
    locate(kind: GisKind, id: number): GisFeature | undefined {
      const row = locateStatements[kind].get(id);
      return row === undefined ? undefined : toFeature(kind, row);
    },

    settings(): GisSettings {
      const row = db.prepare<[], SettingsRow>('SELECT * FROM gis_settings WHERE id = 1').get();
      if (row === undefined) return { serverUrl: null, serverType: 'none', workspace: null, backgroundLayer: null, elementLayerName: null, updatedOn: null };
      return {
        serverUrl: row.server_url,
        serverType: row.server_type,
        workspace: row.workspace,
        backgroundLayer: row.background_layer,
        elementLayerName: row.element_layer_name,
        updatedOn: row.updated_on,
      };
    },

    saveSettings(settings: Omit<GisSettings, 'updatedOn'>, now: string): GisSettings {
      db.prepare(`INSERT INTO gis_settings (id, server_url, server_type, workspace, background_layer, element_layer_name, updated_on)
        VALUES (1, @serverUrl, @serverType, @workspace, @backgroundLayer, @elementLayerName, @now)
        ON CONFLICT (id) DO UPDATE SET server_url = excluded.server_url, server_type = excluded.server_type, workspace = excluded.workspace,
          background_layer = excluded.background_layer, element_layer_name = excluded.element_layer_name, updated_on = excluded.updated_on`).run({ ...settings, now });
      return store.settings();
    },

    maps(): GisMap[] {
      return db.prepare<[], MapRow>('SELECT * FROM gis_maps ORDER BY name, id').all().map(toMap);
    },

    map(mapId: number): GisMap | undefined {
      const row = db.prepare<[number], MapRow>('SELECT * FROM gis_maps WHERE id = ?').get(mapId);
      return row === undefined ? undefined : toMap(row);
    },

    mapNamed(name: string): GisMap | undefined {
      const row = db.prepare<[string], MapRow>('SELECT * FROM gis_maps WHERE name = ? COLLATE NOCASE').get(name);
      return row === undefined ? undefined : toMap(row);
    },

    /** Creates (no `mapId`) or updates a map; a new map gets every layer in the default order and colours. */
    saveMap(input: MapInput): GisMap {
      return db.transaction(() => {
        let mapId = input.mapId;
        if (mapId === undefined) {
          mapId = Number(
            db.prepare('INSERT INTO gis_maps (name, centre_latitude, centre_longitude, zoom) VALUES (?, ?, ?, ?)')
              .run(input.name, input.centreLatitude, input.centreLongitude, input.zoom).lastInsertRowid,
          );
          GIS_LAYERS.forEach((layer, position) => upsertLayer.run(mapId, layer, position, input.visibleLayers.includes(layer) ? 1 : 0, DEFAULT_LAYER_COLOURS[layer]));
        } else {
          db.prepare('UPDATE gis_maps SET name = ?, centre_latitude = ?, centre_longitude = ?, zoom = ? WHERE id = ?')
            .run(input.name, input.centreLatitude, input.centreLongitude, input.zoom, mapId);
          db.prepare('UPDATE gis_map_layers SET visible = (layer IN (SELECT value FROM json_each(?))) WHERE map_id = ?')
            .run(JSON.stringify(input.visibleLayers), mapId);
        }
        return store.map(mapId) as GisMap;
      })();
    },

    /** Replaces a map's layer order, visibility and colours (every layer named once, in drawing order). */
    saveMapLayers(mapId: number, layers: ReadonlyArray<{ layer: GisLayer; visible: boolean; colour: string }>): GisMap {
      db.transaction(() => {
        layers.forEach((layer, position) => upsertLayer.run(mapId, layer.layer, position, layer.visible ? 1 : 0, layer.colour.toUpperCase()));
      })();
      return store.map(mapId) as GisMap;
    },

    deleteMap(mapId: number): boolean {
      return db.transaction(() => {
        db.prepare('UPDATE gis_user_settings SET default_map_id = NULL WHERE default_map_id = ?').run(mapId);
        db.prepare('DELETE FROM gis_map_layers WHERE map_id = ?').run(mapId);
        return db.prepare('DELETE FROM gis_maps WHERE id = ?').run(mapId).changes > 0;
      })();
    },

    userSettings(userId: number): GisUserSettings {
      const row = db
        .prepare<[number], { default_map_id: number | null; visible_layers: string | null; last_extent: string | null; updated_on: string }>(
          'SELECT default_map_id, visible_layers, last_extent, updated_on FROM gis_user_settings WHERE user_id = ?',
        )
        .get(userId);
      if (row === undefined) return { defaultMapId: null, visibleLayers: null, lastExtent: null, updatedOn: null };
      return {
        defaultMapId: row.default_map_id,
        visibleLayers: row.visible_layers === null ? null : (JSON.parse(row.visible_layers) as GisLayer[]),
        lastExtent: row.last_extent === null ? null : (JSON.parse(row.last_extent) as Bbox),
        updatedOn: row.updated_on,
      };
    },

    saveUserSettings(userId: number, settings: Omit<GisUserSettings, 'updatedOn'>, now: string): GisUserSettings {
      db.prepare(`INSERT INTO gis_user_settings (user_id, default_map_id, visible_layers, last_extent, updated_on) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET default_map_id = excluded.default_map_id, visible_layers = excluded.visible_layers,
          last_extent = excluded.last_extent, updated_on = excluded.updated_on`).run(
        userId,
        settings.defaultMapId,
        settings.visibleLayers === null ? null : JSON.stringify(settings.visibleLayers),
        settings.lastExtent === null ? null : JSON.stringify(settings.lastExtent),
        now,
      );
      return store.userSettings(userId);
    },
  };
  return store;
}

export type GisStore = ReturnType<typeof gisStore>;
