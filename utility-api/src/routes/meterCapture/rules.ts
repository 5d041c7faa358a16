import type { CaptureAccess } from '../../store/meterCapture.ts';

/**
 * Error numbers of the meter-reading capture calls (README "Meter-reading capture"). The readings
 * calls' numbers are reused for the same meanings: 71 below the previous reading, 72 out of range,
 * 73 photo not JPG/PNG, 74 photo over 4 MB.
 */
export const STATUS_CLOCK_OVER_IMPLAUSIBLE = 160;
export const STATUS_NOT_EDITABLE = 161;
export const STATUS_READ_DATE_INVALID = 162;
export const STATUS_READING_REQUIRED = 163;

/** A read time may be this much ahead of the server's clock (a tablet's clock drifts). */
const READ_AT_TOLERANCE_MS = 5 * 60 * 1000;

export interface CaptureInput {
  reading: number | null;
  previous: number | null;
  dials: number;
  clockedOver: boolean;
  access: CaptureAccess;
}

export type CaptureRefusal = 'readingRequired' | 'outOfRange' | 'belowPrevious' | 'clockOverImplausible';

/**
 * The consumption of a captured reading (`002 §5`), or why it is refused:
 * - without access (no access, dog, locked…) the reading may be left out: nothing is consumed yet;
 * - a reading is a whole number from 0 to 10^dials − 1;
 * - it may not be below the previous reading unless the meter clocked over;
 * - a clock-over is plausible only when the reading is below the previous one: the dials passed all nines
 *   once, so the consumption is 10^dials − previous + reading.
 */
export function captureOutcome({ reading, previous, dials, clockedOver, access }: CaptureInput): { consumption: number | null; clockedOver: boolean } | CaptureRefusal {
  if (reading === null) return access === 'accessible' ? 'readingRequired' : { consumption: null, clockedOver: false };
  if (!Number.isSafeInteger(reading) || reading < 0 || reading > 10 ** dials - 1) return 'outOfRange';
  if (clockedOver) {
    if (previous === null || reading >= previous) return 'clockOverImplausible';
    return { consumption: 10 ** dials - previous + reading, clockedOver: true };
  }
  if (previous !== null && reading < previous) return 'belowPrevious';
  return { consumption: previous === null ? 0 : reading - previous, clockedOver: false };
}

/** A read time is valid when it is a real instant, not in the future and not before the previous reading. */
export function readAtValid(readAt: string, previousReadAt: string | null, now: Date): boolean {
  const at = Date.parse(readAt);
  if (Number.isNaN(at) || at > now.getTime() + READ_AT_TOLERANCE_MS) return false;
  return previousReadAt === null || at >= Date.parse(previousReadAt);
}
