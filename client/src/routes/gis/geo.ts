/** [minLon, minLat, maxLon, maxLat] in degrees, as `mapFeatures` takes it. */
export type LonLatBbox = [number, number, number, number];

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two [lon, lat] points (haversine). */
export function distanceMetres([lon1, lat1]: readonly [number, number], [lon2, lat2]: readonly [number, number]): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A bbox clamped to valid degrees and rounded to 6 decimals (about 0.1 m), so equal views ask equal queries. */
export function normaliseBbox([minLon, minLat, maxLon, maxLat]: readonly number[]): LonLatBbox {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return [round(clamp(minLon ?? 0, 180)), round(clamp(minLat ?? 0, 85)), round(clamp(maxLon ?? 0, 180)), round(clamp(maxLat ?? 0, 85))];
}

/** The features within `radius` metres of `from` (every feature when the radius is 'All'), nearest first. */
export function nearest<T extends { longitude: number; latitude: number }>(
  features: readonly T[],
  from: readonly [number, number],
  radiusMetres: number | null,
): Array<T & { distance: number }> {
  return features
    .map((feature) => ({ ...feature, distance: distanceMetres(from, [feature.longitude, feature.latitude]) }))
    .filter((feature) => radiusMetres === null || feature.distance <= radiusMetres)
    .sort((a, b) => a.distance - b.distance);
}
