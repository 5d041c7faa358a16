import type { Db } from '../db/open.ts';
import { KEPT_LAYER_COLUMNS, gisKeptCellStore, keptGridOf } from './gisKeptCells.ts';
import type { Bbox, GisCluster, GisLayer } from './gisTypes.ts';

/** Columns and rows of the grid of cells over a bbox when its objects are too many to list. */
export interface ClusterGrid {
  columns: number;
  rows: number;
}

type CellRow = { col: number; row: number; count: number; latitude: number; longitude: number };
type ConnectionCellRow = {
  col: number;
  row: number;
  connections: number;
  cLat: number;
  cLon: number;
  properties: number;
  pLat: number | null;
  pLon: number | null;
  meters: number;
  mLat: number | null;
  mLon: number | null;
};

/** The position filter of a layer's query, on the table carrying the position (`c` or `e`). */
export const INSIDE = (alias: string) => `${alias}.latitude BETWEEN @minLat AND @maxLat AND ${alias}.longitude BETWEEN @minLon AND @maxLon`;
const CELL = (alias: string) =>
  `min(@columns - 1, CAST((${alias}.longitude - @minLon) / @cellLon AS INTEGER)) AS col, min(@rows - 1, CAST((${alias}.latitude - @minLat) / @cellLat AS INTEGER)) AS row`;

/** Degrees to 6 decimals (about 0.1 m), as positions are answered. */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The cells of the grid over a bbox per layer: count and mean position of each non-empty cell. Properties,
 * connections and meters all sit at connections, so one pass over the connections inside the bbox counts
 * the three (a property at its first connection, a meter at its connection), where three grouped queries
 * read the same rows three times. Whether a connection is its property's first and how many meters it has
 * are kept on it (migration 041) and in the position index, so the pass reads that index alone. A grid that
 * is one of the fixed grids kept per cell (migration 043) is read from those counts instead, without the pass.
 */
export function gisClusterStore(db: Db) {
  // MATERIALIZED: each connection's cell and CASEs are worked out once, not once per aggregate that reads them.
  const connectionCells = db.prepare<Record<string, number>, ConnectionCellRow>(`
    WITH inside AS MATERIALIZED (
      SELECT c.latitude, c.longitude, ${CELL('c')},
        CASE WHEN @properties THEN c.first_of_property ELSE 0 END AS first,
        CASE WHEN @meters THEN c.meter_count ELSE 0 END AS meters
      FROM connections c WHERE ${INSIDE('c')}
    )
    SELECT col, row, count(*) AS connections, avg(latitude) AS cLat, avg(longitude) AS cLon,
      sum(first) AS properties, sum(first * latitude) / sum(first) AS pLat, sum(first * longitude) / sum(first) AS pLon,
      sum(meters) AS meters, sum(meters * latitude) / sum(meters) AS mLat, sum(meters * longitude) / sum(meters) AS mLon
    FROM inside GROUP BY col, row`);
  const elementCells = db.prepare<Record<string, number>, CellRow>(`
    SELECT ${CELL('e')}, count(*) AS count, avg(e.latitude) AS latitude, avg(e.longitude) AS longitude
    FROM elements e WHERE ${INSIDE('e')} GROUP BY col, row`);

  const cluster = (col: number, row: number, count: number, latitude: number | null, longitude: number | null): GisCluster => ({
    latitude: round6(latitude ?? 0),
    longitude: round6(longitude ?? 0),
    count,
    column: col,
    row,
  });
  const mostFirst = (clusters: GisCluster[]) => clusters.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count);
  const kept = gisKeptCellStore(db);
  // A mean position from the kept sums; a layer without objects in the cell is left out by mostFirst.
  const mean = (sum: number, count: number) => (count > 0 ? sum / count : null);

  return {
    /** Per asked layer, its non-empty cells over `grid`, most objects first. */
    clusters(bbox: Bbox, layers: readonly GisLayer[], grid: ClusterGrid): Map<GisLayer, GisCluster[]> {
      const keptGrid = keptGridOf(bbox, grid.columns, grid.rows);
      if (keptGrid) {
        const cells = kept.cells(keptGrid);
        return new Map(
          KEPT_LAYER_COLUMNS.map(([layer, count, lat, lon]) => [
            layer,
            mostFirst(cells.map((cell) => cluster(cell.col, cell.row, cell[count], mean(cell[lat], cell[count]), mean(cell[lon], cell[count])))),
          ]),
        );
      }
      const [minLon, minLat, maxLon, maxLat] = bbox;
      const params = {
        minLon,
        minLat,
        maxLon,
        maxLat,
        columns: grid.columns,
        rows: grid.rows,
        cellLon: Math.max((maxLon - minLon) / grid.columns, 1e-9),
        cellLat: Math.max((maxLat - minLat) / grid.rows, 1e-9),
      };
      const answer = new Map<GisLayer, GisCluster[]>();
      if (layers.some((layer) => layer !== 'elements')) {
        const cells = connectionCells.all({ ...params, properties: layers.includes('properties') ? 1 : 0, meters: layers.includes('meters') ? 1 : 0 });
        answer.set('properties', mostFirst(cells.map((cell) => cluster(cell.col, cell.row, cell.properties, cell.pLat, cell.pLon))));
        answer.set('connections', mostFirst(cells.map((cell) => cluster(cell.col, cell.row, cell.connections, cell.cLat, cell.cLon))));
        answer.set('meters', mostFirst(cells.map((cell) => cluster(cell.col, cell.row, cell.meters, cell.mLat, cell.mLon))));
      }
      if (layers.includes('elements')) {
        answer.set('elements', mostFirst(elementCells.all(params).map((cell) => cluster(cell.col, cell.row, cell.count, cell.latitude, cell.longitude))));
      }
      return answer;
    },
  };
}
