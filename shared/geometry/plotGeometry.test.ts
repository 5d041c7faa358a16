import { describe, expect, it } from 'vitest';
import { areaSquareMetres, distanceMetres, isInAnyPlot, isInPlot, plotGeometryOf, type PlotGeometry } from './plotGeometry.ts';

// A square plot near Strovolos (about 91 m × 111 m) with a square hole in its middle, and a plot of two parts.
const WITH_HOLE: PlotGeometry = {
  type: 'Polygon',
  coordinates: [
    [[33.3, 35.1], [33.301, 35.1], [33.301, 35.101], [33.3, 35.101], [33.3, 35.1]],
    [[33.3004, 35.1004], [33.3006, 35.1004], [33.3006, 35.1006], [33.3004, 35.1006], [33.3004, 35.1004]],
  ],
};
const TWO_PARTS: PlotGeometry = {
  type: 'MultiPolygon',
  coordinates: [
    [[[33.31, 35.1], [33.311, 35.1], [33.311, 35.101], [33.31, 35.101], [33.31, 35.1]]],
    [[[33.32, 35.1], [33.321, 35.1], [33.321, 35.101], [33.32, 35.101], [33.32, 35.1]]],
  ],
};

describe('a point in a plot', () => {
  it('is inside within the outer ring and outside beyond it', () => {
    expect(isInPlot([33.3002, 35.1002], WITH_HOLE)).toBe(true);
    expect(isInPlot([33.2999, 35.1002], WITH_HOLE)).toBe(false);
  });

  it('is outside in a hole', () => {
    expect(isInPlot([33.3005, 35.1005], WITH_HOLE)).toBe(false);
  });

  it('is inside on any edge and corner of the outer ring, and on the ring of a hole', () => {
    // OpenLayers alone counts only some edges: each side is checked.
    for (const point of [[33.3, 35.1005], [33.301, 35.1005], [33.3005, 35.1], [33.3005, 35.101], [33.301, 35.101], [33.3004, 35.1005], [33.3006, 35.1005]] as const) {
      expect(isInPlot(point, WITH_HOLE), String(point)).toBe(true);
    }
  });

  it('is inside either part of a multipolygon, not between them', () => {
    expect(isInPlot([33.3105, 35.1005], TWO_PARTS)).toBe(true);
    expect(isInPlot([33.3205, 35.1005], TWO_PARTS)).toBe(true);
    expect(isInPlot([33.3155, 35.1005], TWO_PARTS)).toBe(false);
    expect(isInAnyPlot([33.3155, 35.1005], [WITH_HOLE, TWO_PARTS])).toBe(false);
    expect(isInAnyPlot([33.3002, 35.1002], [TWO_PARTS, WITH_HOLE])).toBe(true);
  });
});

describe('plot geometries', () => {
  it('takes polygons and multipolygons and nothing else', () => {
    expect(plotGeometryOf(WITH_HOLE)).not.toBeNull();
    expect(plotGeometryOf(TWO_PARTS)).not.toBeNull();
    expect(plotGeometryOf({ type: 'LineString', coordinates: [[33.3, 35.1], [33.301, 35.1]] })).toBeNull();
    expect(plotGeometryOf({ type: 'Polygon', coordinates: [[[33.3, 35.1], [33.301, 35.1], [33.3, 35.1]]] })).toBeNull();
    expect(plotGeometryOf({ type: 'Polygon', coordinates: [[[33.3, 95], [33.301, 35.1], [33.3, 35.101], [33.3, 95]]] })).toBeNull();
  });

  it('measures geodesic distances and areas in metres', () => {
    // 0.0001° of longitude at 35.1° N is about 9.1 m; of latitude about 11.1 m.
    expect(distanceMetres([33.3, 35.1], [33.3001, 35.1])).toBeCloseTo(9.1, 1);
    expect(distanceMetres([33.3, 35.1], [33.3, 35.1001])).toBeCloseTo(11.1, 1);
    // 91 m × 111 m less the 18 m × 22 m hole.
    expect(areaSquareMetres(WITH_HOLE)).toBeGreaterThan(9_700);
    expect(areaSquareMetres(WITH_HOLE)).toBeLessThan(9_900);
  });
});
