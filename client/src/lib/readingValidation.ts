/** Reading photos: JPG or PNG, at most 4 MB (`002 §9`, 4,000,000 bytes as the gateway counts them). */
export const PHOTO_MAX_BYTES = 4_000_000;
const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export type ReadingProblem =
  | { key: 'required' }
  | { key: 'notWholeNumber' }
  | { key: 'outOfRange'; max: number }
  | { key: 'belowPrevious'; previous: number };

/**
 * The browser's check of a typed reading, the same rules the gateway applies (`002 §5`): a whole
 * number within the meter's dials, not below the previous reading unless the meter clocked over.
 */
export function readingProblem(text: string, previous: number | null, maxReading: number, clockedOver: boolean): ReadingProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return { key: 'required' };
  if (!/^\d+$/.test(trimmed)) return { key: 'notWholeNumber' };
  const value = Number(trimmed);
  if (value > maxReading) return { key: 'outOfRange', max: maxReading };
  if (previous !== null && value < previous && !clockedOver) return { key: 'belowPrevious', previous };
  return null;
}

export type PhotoProblem = 'photoType' | 'photoTooBig';

/** The browser can only judge the declared type; the gateway checks the content itself. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'photoType';
  if (file.size > PHOTO_MAX_BYTES) return 'photoTooBig';
  return null;
}
