import type { UpstreamFeature } from './api.ts';

/** Columns and rows of the grid of cells over the asked area. */
export interface Grid {
  columns: number;
  rows: number;
}

/** One layer's answer as the cells need it: its clusters (with their cell) and any objects it listed. */
interface LayerPart<L> {
  layer: L;
  items: ReadonlyArray<Pick<UpstreamFeature, 'latitude' | 'longitude'>>;
  clusters: ReadonlyArray<{ latitude: number; longitude: number; count: number; column?: number; row?: number }>;
}

/**
 * Whether an answer is drawn as cells: when the utility clustered a layer, or listed more objects than the
 * limit in all (a utility whose limit is per layer), so the map never gets more than `limit` objects.
 */
export function asCells(parts: ReadonlyArray<Pick<LayerPart<unknown>, 'items' | 'clusters'>>, limit: number): boolean {
  return parts.some((part) => part.clusters.length > 0) || parts.reduce((sum, part) => sum + part.items.length, 0) > limit;
}

export interface Cell<L> {
  column: number;
  row: number;
  latitude: number;
  longitude: number;
  count: number;
  layers: Array<{ layer: L; count: number }>;
}

/**
 * The asked layers' objects as one set of cells: each cell's objects of every layer together, with the
 * count of each layer, so a map draws one bubble per cell instead of one per layer at the same place.
 * Objects a layer listed (a utility whose limit is per layer) fall in their cell like its clusters, so
 * the map never mixes objects and bubbles.
 */
export function toCells<L>(parts: ReadonlyArray<LayerPart<L>>, bbox: readonly number[], grid: Grid): Array<Cell<L>> {
  const [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] = bbox;
  const index = (value: number, min: number, max: number, size: number) => Math.max(0, Math.min(size - 1, Math.floor(((value - min) / (max - min)) * size)));
  const cells = new Map<string, { column: number; row: number; latitude: number; longitude: number; count: number; layers: Map<L, number> }>();
  const add = (layer: L, column: number, row: number, latitude: number, longitude: number, count: number) => {
    const key = `${column},${row}`;
    const cell = cells.get(key) ?? { column, row, latitude: 0, longitude: 0, count: 0, layers: new Map<L, number>() };
    // Running sums of position × count: the cell's mean position over all its objects.
    cell.latitude += latitude * count;
    cell.longitude += longitude * count;
    cell.count += count;
    cell.layers.set(layer, (cell.layers.get(layer) ?? 0) + count);
    cells.set(key, cell);
  };
  for (const part of parts) {
    for (const cluster of part.clusters) {
      const column = cluster.column ?? index(cluster.longitude, minLon, maxLon, grid.columns);
      const row = cluster.row ?? index(cluster.latitude, minLat, maxLat, grid.rows);
      add(part.layer, column, row, cluster.latitude, cluster.longitude, cluster.count);
    }
    for (const item of part.items) add(part.layer, index(item.longitude, minLon, maxLon, grid.columns), index(item.latitude, minLat, maxLat, grid.rows), item.latitude, item.longitude, 1);
  }
  const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
  return [...cells.values()]
    .filter((cell) => cell.count > 0)
    .map((cell) => ({
      column: cell.column,
      row: cell.row,
      latitude: round6(cell.latitude / cell.count),
      longitude: round6(cell.longitude / cell.count),
      count: cell.count,
      layers: parts.flatMap((part) => (cell.layers.has(part.layer) ? [{ layer: part.layer, count: cell.layers.get(part.layer) ?? 0 }] : [])),
    }))
    .sort((a, b) => b.count - a.count);
}
