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
