import { describe, expect, it } from 'vitest';
import { asCells, toCells } from './cells.ts';

describe('toCells', () => {
  it('puts the clusters of every layer and any listed objects of a layer in one bubble per cell', () => {
    // A utility whose limit is per layer: meters clustered (no cell named), elements listed.
    const cells = toCells(
      [
        { layer: 'METERS', items: [], clusters: [{ latitude: 35.1, longitude: 33.1, count: 30 }, { latitude: 35.9, longitude: 33.9, count: 10 }] },
        { layer: 'ELEMENTS', items: [{ latitude: 35.3, longitude: 33.3 }, { latitude: 35.95, longitude: 33.95 }], clusters: [] },
      ],
      [33, 35, 34, 36],
      { columns: 2, rows: 2 },
    );
    expect(cells).toEqual([
      { column: 0, row: 0, latitude: 35.106452, longitude: 33.106452, count: 31, layers: [{ layer: 'METERS', count: 30 }, { layer: 'ELEMENTS', count: 1 }] },
      { column: 1, row: 1, latitude: 35.904545, longitude: 33.904545, count: 11, layers: [{ layer: 'METERS', count: 10 }, { layer: 'ELEMENTS', count: 1 }] },
    ]);
  });

  it('keeps the cell the utility named, and an object on the east or north edge in the last cell', () => {
    const cells = toCells([{ layer: 'A', items: [{ latitude: 36, longitude: 34 }], clusters: [{ latitude: 35.2, longitude: 33.2, count: 4, column: 1, row: 0 }] }], [33, 35, 34, 36], {
      columns: 2,
      rows: 2,
    });
    expect(cells.map((cell) => [cell.column, cell.row, cell.count])).toEqual([
      [1, 0, 4],
      [1, 1, 1],
    ]);
  });

  it('draws cells when a layer came clustered or the layers listed more than the limit together', () => {
    const listed = (count: number) => ({ items: Array.from({ length: count }, () => ({ latitude: 35, longitude: 33 })), clusters: [] });
    expect(asCells([listed(300), listed(200)], 500)).toBe(false);
    // A utility whose limit is per layer: 300 + 201 objects are more than one answer may hold.
    expect(asCells([listed(300), listed(201)], 500)).toBe(true);
    expect(asCells([listed(3), { items: [], clusters: [{ latitude: 35, longitude: 33, count: 900 }] }], 500)).toBe(true);
  });
});
