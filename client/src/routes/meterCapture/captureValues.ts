/** The screen's pure rules: what a typed reading means before the gateway checks it (`002 §5`). */

export type ReadingFormatProblem = 'required' | 'notWholeNumber' | 'outOfRange';

/**
 * The format check of a typed reading: empty is allowed only when the meter could not be reached; the
 * rest (below the previous reading, clock-over) is the utility's rule, whose refusal names the previous reading.
 */
export function readingFormatProblem(text: string, maxReading: number, accessible: boolean): ReadingFormatProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return accessible ? 'required' : null;
  if (!/^\d+$/.test(trimmed)) return 'notWholeNumber';
  return Number(trimmed) > maxReading ? 'outOfRange' : null;
}

/**
 * The consumption the typed reading gives, as the utility will count it: across the rollover
 * (10^dials − previous + reading) when the meter clocked over; null when it cannot be told yet or the
 * reading is below the previous one without a clock-over.
 */
export function liveConsumption(text: string, previous: number | null, maxReading: number, clockedOver: boolean): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const reading = Number(trimmed);
  if (reading > maxReading) return null;
  if (previous === null) return clockedOver ? null : 0;
  if (clockedOver) return reading < previous ? maxReading + 1 - previous + reading : null;
  return reading >= previous ? reading - previous : null;
}

/** The meter to show after a save: the next outstanding one after `currentId`, wrapping round; null when none is left. */
export function nextOutstanding<T extends { id: string; status: string }>(entries: readonly T[], currentId: string): T | null {
  const index = entries.findIndex((entry) => entry.id === currentId);
  const ordered = [...entries.slice(index + 1), ...entries.slice(0, Math.max(index, 0))];
  return ordered.find((entry) => entry.status === 'OUTSTANDING' && entry.id !== currentId) ?? null;
}
