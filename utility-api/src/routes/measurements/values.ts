/** A value outside the point's [minimum, maximum] sent without `Confirm` (002 §5 forced confirmation). */
export const STATUS_VALUE_OUT_OF_RANGE = 200;
/** `TakenAt` is not a time, or lies in the future. */
export const STATUS_TAKEN_AT_INVALID = 201;
/** Clock drift allowed for `TakenAt` in the future. */
const DRIFT_MS = 5 * 60_000;

/** The time a value or sample was taken: the given one (not in the future) or now; undefined when invalid. */
export function takenAt(value: string | undefined, now: Date): string | undefined {
  if (value === undefined) return now.toISOString();
  const time = Date.parse(value);
  if (Number.isNaN(time) || time > now.getTime() + DRIFT_MS) return undefined;
  return new Date(time).toISOString();
}

/** Rounds to the point's decimals, as the value is kept. */
export const roundTo = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The trimmed text, or null when blank. */
export const trimmed = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
