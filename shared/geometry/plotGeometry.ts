/**
 * Plot areas and points on the map, in degrees (EPSG:4326, `[longitude, latitude]` as GeoJSON orders them),
 * checked with OpenLayers' geometry (the web map's library) in the browser and in Node alike, so the client
 * and the reference utility API answer the same for the same point.
 *
 * A point on a plot's boundary (its outer ring or the ring of a hole) counts as inside: the boundary belongs
 * to the plot, and a surveyor's point on a fence line is on the plot it fences. OpenLayers' own test counts
 * boundary points on some edges only, so boundary points are recognised first, within ON_BOUNDARY_DEGREES.
 */
import MultiPolygon from 'ol/geom/MultiPolygon.js';
import Polygon from 'ol/geom/Polygon.js';
import { getArea, getDistance } from 'ol/sphere.js';

type Position = readonly [number, number];
type Ring = readonly Position[];

/** The geometries a plot area may have; anything else is refused as "Not supported geometry type". */
export type PlotGeometry =
  | { type: 'Polygon'; coordinates: readonly Ring[] }
  | { type: 'MultiPolygon'; coordinates: readonly (readonly Ring[])[] };

/** About 1 mm at Cyprus' latitude: closer to a ring than this is on it. */
const ON_BOUNDARY_DEGREES = 1e-8;
/** Rings and parts a plot may have, so one record cannot make a check unbounded. */
const MAX_POSITIONS = 10_000;

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length >= 2 && value.every((number) => typeof number === 'number' && Number.isFinite(number)) && Math.abs(value[0] as number) <= 180 && Math.abs(value[1] as number) <= 90;

const isRing = (value: unknown): value is Ring => Array.isArray(value) && value.length >= 4 && value.every(isPosition);

const isPolygonCoordinates = (value: unknown): value is readonly Ring[] => Array.isArray(value) && value.length >= 1 && value.every(isRing);

const positionCount = (geometry: PlotGeometry): number =>
  geometry.type === 'Polygon' ? geometry.coordinates.flat().length : geometry.coordinates.flat(2).length;

/** A GeoJSON geometry as a plot area, or null when it is of another type or malformed. */
export function plotGeometryOf(value: unknown): PlotGeometry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  let geometry: PlotGeometry | null = null;
  if (type === 'Polygon' && isPolygonCoordinates(coordinates)) geometry = { type, coordinates };
  if (type === 'MultiPolygon' && Array.isArray(coordinates) && coordinates.length >= 1 && coordinates.every(isPolygonCoordinates)) geometry = { type, coordinates };
  return geometry !== null && positionCount(geometry) <= MAX_POSITIONS ? geometry : null;
}

function olGeometry(geometry: PlotGeometry): Polygon | MultiPolygon {
  return geometry.type === 'Polygon'
    ? new Polygon(geometry.coordinates.map((ring) => ring.map((position) => [...position])))
    : new MultiPolygon(geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map((position) => [...position]))));
}

/** Whether the point lies in the plot's area, its boundary included, holes excluded. */
export function isInPlot(point: Position, geometry: PlotGeometry): boolean {
  const shape = olGeometry(geometry);
  const closest = shape.getClosestPoint([point[0], point[1]]);
  if (Math.hypot(closest[0]! - point[0], closest[1]! - point[1]) <= ON_BOUNDARY_DEGREES) return true;
  return shape.intersectsCoordinate([point[0], point[1]]);
}

/** Whether the point lies in any of the plots' areas. */
export const isInAnyPlot = (point: Position, geometries: readonly PlotGeometry[]): boolean => geometries.some((geometry) => isInPlot(point, geometry));

/** Geodesic distance in metres between two points (great circle on the mean Earth radius). */
export const distanceMetres = (from: Position, to: Position): number => getDistance([from[0], from[1]], [to[0], to[1]]);

/** The plot's area in square metres, on the sphere, holes deducted. */
export function areaSquareMetres(geometry: PlotGeometry): number {
  // ol/sphere measures a geometry in the map's projection; EPSG:4326 names degrees.
  return Math.round(getArea(olGeometry(geometry), { projection: 'EPSG:4326' }));
}
