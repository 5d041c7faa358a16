import type { BadgeTone } from '../components/Badge';

/** Colours of debt case and payment agreement states: attention for debt still being collected, muted once over. */
export const DEBT_STATE_TONES: Readonly<Record<string, BadgeTone>> = {
  OPEN: 'danger',
  BROKEN: 'danger',
  ON_HOLD: 'warning',
  ACTIVE: 'accent',
  COMPLETED: 'success',
  CLOSED: 'muted',
  CANCELLED: 'muted',
};
