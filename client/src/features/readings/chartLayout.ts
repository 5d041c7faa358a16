/**
 * Sizes of the consumption chart in CSS pixels: the SVG's viewBox is the width it is drawn at, so its
 * 11-unit axis texts are 11 px on a phone as on a desktop, and fewer period labels fit a narrow chart.
 */

/** Width drawn before the chart has been measured (and in tests without layout). */
export const FALLBACK_WIDTH = 720;
export const LABEL_SIZE = 11;
/** Room for a period label ("12/2026", "Q4 2026" at 11 px) and the gap to the next one. */
const LABEL_ROOM = 64;
/** At most this many period labels, however wide the chart. */
const MAX_LABELS = 12;
const MIN_HEIGHT = 180;
const MAX_HEIGHT = 260;
/** The value axis and the margin at the other end. */
export const AXIS = 56;
export const END_MARGIN = 8;

export interface ChartLayout {
  width: number;
  height: number;
  /** Bars per labelled bar: 1 labels every bar, 3 every third. */
  labelEvery: number;
}

export function chartLayout(measuredWidth: number, barCount: number): ChartLayout {
  const width = measuredWidth > 0 ? Math.round(measuredWidth) : FALLBACK_WIDTH;
  const step = (width - AXIS - END_MARGIN) / Math.max(barCount, 1);
  const labelEvery = Math.max(1, Math.ceil(barCount / MAX_LABELS), Math.ceil(LABEL_ROOM / Math.max(step, 1)));
  const height = Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, width * 0.36)));
  return { width, height, labelEvery };
}
