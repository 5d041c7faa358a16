import type { Db } from '../db/open.ts';
import { type ClusterGrid, INSIDE, gisClusterStore, round6 } from './gisClusters.ts';
import { CLUSTER_GRID, GIS_KINDS, GIS_LAYERS, type GisFeature, type GisKind, type GisLayer, type GisLayerAnswer, type Bbox } from './gisTypes.ts';

type Row = { id: number; label: string; latitude: number; longitude: number; propertyId: number | null; connectionId: number | null; meterId: number | null };


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
      AND c.first_of_property = 1`,
    select: 'p.id, p.reference AS label, c.latitude, c.longitude, p.id AS propertyId, c.id AS connectionId, NULL AS meterId',
  },
  elements: {
    kind: 'element',
    alias: 'e',
    from: `elements e WHERE ${INSIDE('e')}`,
    select: "e.id, e.code || ' ' || e.name AS label, e.latitude, e.longitude, NULL AS propertyId, NULL AS connectionId, NULL AS meterId",
  },
};

/**
 * Per layer: how many objects lie inside a bbox, counted up to `@limit` from the position indexes alone (a
 * meter count per connection, migration 041), so that a viewport to cluster reads no row of the objects.
 */
const COUNT_SQL: Readonly<Record<GisLayer, string>> = {
  connections: `SELECT count(*) FROM (SELECT 1 FROM connections c WHERE ${INSIDE('c')} LIMIT @limit)`,
  // Rows with meters, up to the limit: their meters add up to more than the limit exactly when the bbox holds more.
  meters: `SELECT total(meter_count) FROM (SELECT c.meter_count FROM connections c WHERE ${INSIDE('c')} AND c.meter_count > 0 LIMIT @limit)`,
  properties: `SELECT count(*) FROM (SELECT 1 FROM connections c WHERE ${INSIDE('c')} AND c.first_of_property = 1 LIMIT @limit)`,
  elements: `SELECT count(*) FROM (SELECT 1 FROM elements e WHERE ${INSIDE('e')} LIMIT @limit)`,
};

const LOCATE_SQL: Readonly<Record<GisKind, string>> = {
  connection: `SELECT ${LAYER_SQL.connections.select} FROM connections c WHERE c.id = ?`,
  meter: `SELECT ${LAYER_SQL.meters.select} FROM connections c JOIN meter_details md ON md.connection_id = c.id JOIN meters m ON m.id = md.meter_id WHERE m.id = ?`,
  property: `SELECT ${LAYER_SQL.properties.select} FROM connections c JOIN properties p ON p.id = c.property_id WHERE p.id = ? ORDER BY c.id LIMIT 1`,
  element: `SELECT ${LAYER_SQL.elements.select} FROM elements e WHERE e.id = ?`,
};

/** The objects of the web map: layers inside a bbox (listed or clustered) and single objects located. */
export function gisFeatureStore(db: Db) {
  const rowStatements = Object.fromEntries(
    GIS_LAYERS.map((layer) => [layer, db.prepare<Record<string, number>, Row>(`SELECT ${LAYER_SQL[layer].select} FROM ${LAYER_SQL[layer].from} LIMIT @limit`)]),
  ) as Record<GisLayer, ReturnType<typeof db.prepare<Record<string, number>, Row>>>;
  const countStatements = Object.fromEntries(GIS_LAYERS.map((layer) => [layer, db.prepare<Record<string, number>, number>(COUNT_SQL[layer]).pluck()])) as Record<
    GisLayer,
    ReturnType<typeof db.prepare<Record<string, number>, number>>
  >;
  const cells = gisClusterStore(db);
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

  return {
    /**
     * The asked layers inside `view`: every object when they hold at most `limit` in all, else every layer
     * as cells of one grid over `bbox` (by default the view), so that a map draws either objects or cells and
     * never both at one place. Counts at most `limit` + 1 index entries before it knows, and the cells are
     * counted in SQL: no answer holds more than `limit` objects or `grid` cells per layer, however many
     * objects the bbox holds.
     */
    features(bbox: Bbox, layers: readonly GisLayer[], limit: number, grid: ClusterGrid = { columns: CLUSTER_GRID, rows: CLUSTER_GRID }, view: Bbox = bbox): GisLayerAnswer[] {
      const [minLon, minLat, maxLon, maxLat] = view;
      const params = { minLon, minLat, maxLon, maxLat };
      let left = limit;
      // One more than is left tells whether the layers are listed or clustered.
      for (const layer of layers) {
        left -= countStatements[layer].get({ ...params, limit: left + 1 }) ?? 0;
        if (left < 0) break;
      }
      if (left >= 0) {
        return layers.map((layer) => {
          const rows = rowStatements[layer].all({ ...params, limit });
          return { layer, total: rows.length, items: rows.map((row) => toFeature(LAYER_SQL[layer].kind, row)), clusters: [] };
        });
      }
      const clustered = cells.clusters(bbox, layers, grid);
      return layers.map((layer) => {
        const clusters = clustered.get(layer) ?? [];
        return { layer, total: clusters.reduce((sum, cluster) => sum + cluster.count, 0), items: [], clusters };
      });
    },

    /** Where one object is, or undefined when it does not exist or has no position. */
    locate(kind: GisKind, id: number): GisFeature | undefined {
      const row = locateStatements[kind].get(id);
      return row === undefined ? undefined : toFeature(kind, row);
    }
  };
}
