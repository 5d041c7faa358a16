/** 002 §9 map distance: 100 m or less reads 'All'; below 1000 m in metres; otherwise in kilometres. */
const ALL_DISTANCE_METRES = 100;
const KILOMETRE = 1000;

/**
 * A distance as the map shows it, in the language's number format (Latin digits, like money): `allLabel`
 * (the translated 'All') for 100 m or less, whole metres below 1,000 m, else kilometres with at most one
 * decimal (a value that would round to 1,000 m already reads 1 km).
 */
export function formatMapDistance(metres: number, language: string, allLabel: string): string {
  if (!Number.isFinite(metres) || metres <= ALL_DISTANCE_METRES) return allLabel;
  const rounded = Math.round(metres);
  if (rounded < KILOMETRE) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', unitDisplay: 'short', maximumFractionDigits: 0, numberingSystem: 'latn' }).format(rounded);
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1, numberingSystem: 'latn' }).format(metres / KILOMETRE);
}
