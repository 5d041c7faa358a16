import type { Db } from '../db/open.ts';
import { DEFAULT_LAYER_COLOURS, GIS_LAYERS, type Bbox, type GisLayer, type GisMap, type GisSettings, type GisUserSettings, type ServerType } from './gisTypes.ts';

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

/** GIS settings, maps with their layers and each employee's map preferences. */
export function gisMapStore(db: Db) {
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
