import { KEPT_GRID_LEVELS } from '../../../shared/geometry/keptGrids.ts';
import type { Db } from '../db/open.ts';
import type { Bbox, GisLayer } from './gisTypes.ts';

/** A request's grid as cells of a kept level: columns x0 ≤ cx < x1 and rows y0 ≤ cy < y1 of that level. */
export interface KeptGrid {
  level: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One cell of the request's grid: each layer's count and the sums of its objects' positions (not yet means). */
export interface KeptCellRow {
  col: number;
  row: number;
  connections: number;
  cLatSum: number;
  cLonSum: number;
  properties: number;
  pLatSum: number;
  pLonSum: number;
  meters: number;
  mLatSum: number;
  mLonSum: number;
  elements: number;
  eLatSum: number;
  eLonSum: number;
}

/** Per layer, the columns of `KeptCellRow` with its count and the sums of its objects' latitudes and longitudes. */
export const KEPT_LAYER_COLUMNS = [
  ['properties', 'properties', 'pLatSum', 'pLonSum'],
  ['connections', 'connections', 'cLatSum', 'cLonSum'],
  ['meters', 'meters', 'mLatSum', 'mLonSum'],
  ['elements', 'elements', 'eLatSum', 'eLonSum'],
] as const satisfies ReadonlyArray<readonly [GisLayer, ...Array<keyof KeptCellRow>]>;

/**
 * Whether `value - min` is exact in floating point for every `value` from `min` to `max` (Sterbenz: both on
 * one side of 0 and within a factor of 2, or `min` 0): then a viewport's grid, which puts an object in
 * column (longitude − west) / width, puts it in the same cell as the fixed grid's floor(longitude × 2^L).
 */
function exactFrom(min: number, max: number): boolean {
  return min === 0 || (min > 0 && max <= 2 * min) || (max <= 0 && max <= min / 2);
}

/**
 * The kept level and cells that `columns` × `rows` over `bbox` are, when the bbox's edges lie on that level's
 * lines and its cells are one cell of the level each; else undefined (the cells are counted over the objects).
 */
export function keptGridOf([minLon, minLat, maxLon, maxLat]: Bbox, columns: number, rows: number): KeptGrid | undefined {
  const size = (maxLon - minLon) / columns;
  if (size !== (maxLat - minLat) / rows) return undefined;
  const level = -Math.log2(size);
  if (!Number.isInteger(level) || level < KEPT_GRID_LEVELS.coarsest || level > KEPT_GRID_LEVELS.finest) return undefined;
  const scale = 2 ** level;
  const [x0, y0, x1, y1] = [minLon * scale, minLat * scale, maxLon * scale, maxLat * scale];
  if (![x0, y0, x1, y1].every(Number.isInteger) || x1 - x0 !== columns || y1 - y0 !== rows) return undefined;
  if (!exactFrom(minLon, maxLon) || !exactFrom(minLat, maxLat)) return undefined;
  return { level, x0, y0, x1, y1 };
}

/**
 * The cells of a kept grid read from `gis_cells` (migration 043), one index range per row of the grid: the
 * work grows with the cells, however many objects they hold. Objects exactly on the bbox's east or north
 * edge lie on the west or south line of the next kept cell (`on_line`), and fall in the last column or row,
 * as the grid over the viewport counts them.
 */
export function gisKeptCellStore(db: Db) {
  const cells = db.prepare<KeptGrid, KeptCellRow>(`
    WITH RECURSIVE ys (cy) AS (SELECT @y0 UNION ALL SELECT cy + 1 FROM ys WHERE cy < @y1)
    SELECT min(g.cx, @x1 - 1) - @x0 AS col, min(g.cy, @y1 - 1) - @y0 AS row,
      sum(g.connections) AS connections, sum(g.c_lat) AS cLatSum, sum(g.c_lon) AS cLonSum,
      sum(g.properties) AS properties, sum(g.p_lat) AS pLatSum, sum(g.p_lon) AS pLonSum,
      sum(g.meters) AS meters, sum(g.m_lat) AS mLatSum, sum(g.m_lon) AS mLonSum,
      sum(g.elements) AS elements, sum(g.e_lat) AS eLatSum, sum(g.e_lon) AS eLonSum
    FROM ys JOIN gis_cells g ON g.level = @level AND g.cy = ys.cy AND g.cx BETWEEN @x0 AND @x1
    WHERE (g.cx < @x1 OR g.on_line & 1) AND (g.cy < @y1 OR g.on_line & 2)
    GROUP BY col, row ORDER BY col, row`);
  return {
    cells: (grid: KeptGrid): KeptCellRow[] => cells.all(grid),
  };
}

/**
 * Runs `load`, a bulk write of connections or elements, with the kept cells' triggers paused (migration 043,
 * `gis_cells_paused`), then counts the cells from scratch once: writing the large demo data's 100,000
 * connections and their meters through the triggers updated 13 cells per row and change, which took longer
 * than counting them afterwards.
 */
export function withKeptCellsPaused<T>(db: Db, load: () => T): T {
  db.prepare('INSERT INTO gis_cells_paused (paused) VALUES (1)').run();
  try {
    return load();
  } finally {
    db.prepare('DELETE FROM gis_cells_paused').run();
    db.prepare('DELETE FROM gis_cells').run();
    db.prepare('INSERT INTO gis_cells SELECT * FROM gis_cells_counted').run();
  }
}
