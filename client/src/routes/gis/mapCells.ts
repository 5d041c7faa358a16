import { KEPT_GRID_LEVELS } from '../../../../shared/geometry/keptGrids';
import type { LonLatBbox } from './geo';
import type { MapCellData } from './mapTypes';

/** Columns and rows of the grid of cells the map asks for. */
export interface MapGrid {
  columns: number;
  rows: number;
}

/**
 * Pixels per cell side at least: a bubble (at most `BUBBLE_MAX_PX` high and wide) stays in the middle half
 * of its cell, so two bubbles are at least half a cell, 64 px, apart and never overlap.
 */
const CELL_PX = 128;
export const BUBBLE_MAX_PX = 60;
/** `mapFeatures` takes at most 32 columns and rows. */
const MAX_CELLS = 32;

/** The grid for a map of `width` × `height` pixels: cells at least `CELL_PX` wide and high. */
export function gridFor([width, height]: readonly [number, number]): MapGrid {
  const cells = (pixels: number) => Math.max(1, Math.min(MAX_CELLS, Math.floor(pixels / CELL_PX)));
  return { columns: cells(width), rows: cells(height) };
}

/**
 * The utility keeps the counts of fixed grids of square cells (`KEPT_GRID_LEVELS`): a grid that is one of them
 * is read from those counts, whatever the objects in view, where any other grid is counted object by object.
 * The area and grid the map asks for over `view` (`size` in pixels): the view widened to the lines of the
 * finest kept grid whose cells are at least `CELL_PX` wide and high, and that grid's cells over it, so the
 * cells stay put as the map pans. A view wider than the coarsest kept grid allows gets the view's own grid.
 */
export function cellArea(view: LonLatBbox, [width, height]: readonly [number, number]): { bbox: LonLatBbox; grid: MapGrid } {
  const [minLon, minLat, maxLon, maxLat] = view;
  const degreesPerPixel = Math.max((maxLon - minLon) / width, (maxLat - minLat) / height);
  let level = Math.min(KEPT_GRID_LEVELS.finest, Math.floor(-Math.log2(CELL_PX * degreesPerPixel)));
  for (; level >= KEPT_GRID_LEVELS.coarsest; level -= 1) {
    const scale = 2 ** level;
    const [x0, y0, x1, y1] = [Math.floor(minLon * scale), Math.floor(minLat * scale), Math.ceil(maxLon * scale), Math.ceil(maxLat * scale)];
    const grid = { columns: Math.max(1, x1 - x0), rows: Math.max(1, y1 - y0) };
    if (grid.columns <= MAX_CELLS && grid.rows <= MAX_CELLS) return { bbox: [x0 / scale, y0 / scale, (x0 + grid.columns) / scale, (y0 + grid.rows) / scale], grid };
  }
  return { bbox: view, grid: gridFor([width, height]) };
}

/**
 * Where a cell's bubble is drawn: at the mean position of its objects, kept inside the middle half of the
 * cell (the mean of objects near a cell's edge would put it against its neighbour's bubble).
 */
export function cellAnchor(cell: Pick<MapCellData, 'column' | 'row' | 'latitude' | 'longitude'>, [minLon, minLat, maxLon, maxLat]: LonLatBbox, grid: MapGrid): [number, number] {
  const width = (maxLon - minLon) / grid.columns;
  const height = (maxLat - minLat) / grid.rows;
  const clamp = (value: number, start: number, size: number) => Math.max(start + size / 4, Math.min(start + (size * 3) / 4, value));
  return [clamp(cell.longitude, minLon + cell.column * width, width), clamp(cell.latitude, minLat + cell.row * height, height)];
}

/** The bubble's height in pixels: larger for more objects, from 32 px (one) to 48 px (10,000 and more). */
export function bubbleSize(count: number): number {
  return Math.round(Math.min(48, 32 + Math.log10(Math.max(1, count)) * 4));
}

/** A bubble's count: grouped in the language's way up to five digits, compact past them ("297K"), so it fits. */
export function bubbleCount(count: number, language: string): string {
  return new Intl.NumberFormat(language, { numberingSystem: 'latn', ...(count >= 100_000 ? { notation: 'compact', maximumFractionDigits: 0 } : {}) }).format(count);
}

/** The ring of a bubble: each layer's share of the cell as an arc in its colour, in the layers' order. */
export function ringGradient(layers: MapCellData['layers'], colours: ReadonlyMap<string, string>): string {
  const total = layers.reduce((sum, layer) => sum + layer.count, 0);
  let from = 0;
  const stops = layers.map((layer) => {
    const to = from + (total > 0 ? (layer.count / total) * 360 : 0);
    const stop = `${colours.get(layer.layer) ?? '#4b5563'} ${from.toFixed(1)}deg ${to.toFixed(1)}deg`;
    from = to;
    return stop;
  });
  return `conic-gradient(${stops.join(', ')})`;
}
