import { describe, expect, test } from 'vitest';
import { BUBBLE_MAX_PX, bubbleCount, bubbleSize, cellAnchor, cellArea, gridFor, ringGradient } from './mapCells';

describe('the cells of the web map (002 §2 webgis)', () => {
  test('asks for cells at least 128 px wide and high, 1 to 32 of them', () => {
    expect(gridFor([896, 736])).toEqual({ columns: 7, rows: 5 });
    expect(gridFor([390, 590])).toEqual({ columns: 3, rows: 4 });
    expect(gridFor([100, 0])).toEqual({ columns: 1, rows: 1 });
    expect(gridFor([9000, 9000])).toEqual({ columns: 32, rows: 32 });
  });

  test('asks for the cells of a fixed grid the utility keeps: the view widened to its lines, cells of at least 128 px', () => {
    // 0.1° over 896 px: 2^-5° cells are 287 px wide (2^-6° would be 143 px, but at 640 px high 91 px tall).
    expect(cellArea([33.3, 35.1, 33.4, 35.2], [896, 640])).toEqual({ bbox: [33.28125, 35.09375, 33.40625, 35.21875], grid: { columns: 4, rows: 4 } });
    // The same view moved a little: the same lines, so the same cells.
    expect(cellArea([33.301, 35.101, 33.401, 35.201], [896, 640]).bbox).toEqual([33.28125, 35.09375, 33.40625, 35.21875]);
    // Zoomed in past the finest kept grid (2^-12°): its cells, larger than asked.
    expect(cellArea([33.36, 35.16, 33.3605, 35.1605], [896, 640])).toEqual({ bbox: [136642 / 4096, 144015 / 4096, 136645 / 4096, 144018 / 4096], grid: { columns: 3, rows: 3 } });
    // A view of the world in a small map: wider than 32 cells of the coarsest kept grid allow.
    expect(cellArea([-180, -85, 180, 85], [1280, 700])).toEqual({ bbox: [-180, -85, 180, 85], grid: gridFor([1280, 700]) });
    expect(cellArea([33.3, 35.1, 33.4, 35.2], [0, 0])).toEqual({ bbox: [33.3, 35.1, 33.4, 35.2], grid: { columns: 1, rows: 1 } });
    for (const size of [[390, 590], [896, 736], [1280, 700], [3000, 2000]] as const) {
      const { grid } = cellArea([32.2, 34.5, 34.7, 35.8], size);
      expect(size[0] / grid.columns).toBeGreaterThanOrEqual(128 * 0.9);
      expect(Math.max(grid.columns, grid.rows)).toBeLessThanOrEqual(32);
    }
  });

  test('keeps each bubble in the middle half of its cell, so bubbles of neighbouring cells stay a half cell apart', () => {
    const bbox: [number, number, number, number] = [33, 35, 34, 36];
    const grid = { columns: 2, rows: 2 };
    // Objects in the middle stay where they are; ones against an edge are drawn a quarter cell inside it.
    expect(cellAnchor({ column: 0, row: 0, longitude: 33.3, latitude: 35.2 }, bbox, grid)).toEqual([33.3, 35.2]);
    expect(cellAnchor({ column: 0, row: 1, longitude: 33.499, latitude: 35.501 }, bbox, grid)).toEqual([33.375, 35.625]);
    expect(cellAnchor({ column: 1, row: 1, longitude: 33.501, latitude: 35.999 }, bbox, grid)).toEqual([33.625, 35.875]);
    // Two neighbours' objects on either side of their shared edge: half a cell (≥ 64 px) between their bubbles.
    const west = cellAnchor({ column: 0, row: 0, longitude: 33.4999, latitude: 35.2 }, bbox, grid);
    const east = cellAnchor({ column: 1, row: 0, longitude: 33.5001, latitude: 35.2 }, bbox, grid);
    expect(east[0] - west[0]).toBeCloseTo(0.25);
    expect(BUBBLE_MAX_PX).toBeLessThanOrEqual(64);
  });

  test('sizes and writes the count so it fits its bubble', () => {
    expect([bubbleSize(1), bubbleSize(100), bubbleSize(99_686)]).toEqual([32, 40, 48]);
    expect(bubbleCount(99_686, 'en')).toBe('99,686');
    expect(bubbleCount(99_686, 'ar')).toMatch(/^99.686$/);
    expect(bubbleCount(297_592, 'en')).toBe('298K');
  });

  test('shows each layer\'s share as an arc of the ring in its colour', () => {
    const colours = new Map([
      ['PROPERTIES', '#7C3AED'],
      ['METERS', '#B45309'],
    ]);
    expect(
      ringGradient(
        [
          { layer: 'PROPERTIES', count: 1 },
          { layer: 'METERS', count: 3 },
        ],
        colours,
      ),
    ).toBe('conic-gradient(#7C3AED 0.0deg 90.0deg, #B45309 90.0deg 360.0deg)');
  });
});
