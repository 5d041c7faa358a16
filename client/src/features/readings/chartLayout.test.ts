import { describe, expect, it } from 'vitest';
import { AXIS, END_MARGIN, FALLBACK_WIDTH, LABEL_SIZE, chartLayout } from './chartLayout';

/** The widest period label the chart draws ("12/2026"), at about 0.6 em a character. */
const LABEL_WIDTH = '12/2026'.length * LABEL_SIZE * 0.6;

describe('chartLayout', () => {
  it('draws at the measured width, so the 11-unit axis texts are 11 px however wide the chart', () => {
    expect(chartLayout(358, 24).width).toBe(358);
    expect(chartLayout(1180, 24).width).toBe(1180);
    expect(chartLayout(0, 24).width).toBe(FALLBACK_WIDTH);
    expect(LABEL_SIZE).toBeGreaterThanOrEqual(11);
  });

  it('labels fewer periods on a narrow chart, none overlapping', () => {
    for (const width of [280, 358, 500, 720, 1180]) {
      for (const bars of [1, 2, 8, 12, 24, 36]) {
        const { labelEvery } = chartLayout(width, bars);
        const step = (width - AXIS - END_MARGIN) / bars;
        expect(labelEvery * step, `${width} px, ${bars} bars`).toBeGreaterThan(LABEL_WIDTH + 8);
        expect(Math.ceil(bars / labelEvery)).toBeLessThanOrEqual(12);
      }
    }
    expect(chartLayout(358, 24).labelEvery).toBeGreaterThan(chartLayout(1180, 24).labelEvery);
  });

  it('keeps the chart between 180 and 260 px high', () => {
    expect(chartLayout(358, 24).height).toBe(180);
    expect(chartLayout(1180, 24).height).toBe(260);
  });
});
