import type { Db } from '../db/open.ts';
import { CLUSTER_GRID, GIS_KINDS, GIS_LAYERS, type GisCluster, type GisFeature, type GisKind, type GisLayer, type GisLayerAnswer, type Bbox } from './gisTypes.ts';

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

/** The objects of the web map: layers inside a bbox (listed or clustered) and single objects located. */
export function gisFeatureStore(db: Db) {
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

  return {
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
    }
  };
}
