/**
 * 002 §5: a disconnection final reading cannot be lower than the last reading without a clock-over, nor have
 * more digits than the meter's dials; no final reading is allowed (the utility stores 0). The gateway and the
 * utility check the same again.
 */
export function finalReadingProblem(previousReading: number, finalReading: number | null, clockOver: boolean, dials: number | null): 'lowerThanPrevious' | 'tooManyDigits' | null {
  if (finalReading === null) return null;
  if (dials !== null && finalReading >= 10 ** dials) return 'tooManyDigits';
  if (!clockOver && finalReading < previousReading) return 'lowerThanPrevious';
  return null;
}
