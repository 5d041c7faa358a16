import { describe, expect, test } from 'vitest';
import { axisMaximum, chartBars } from './chartData';

const points = [
  { periodStart: '2025-01-01', quantity: 31, unit: 'CUBIC_METRE', coveredDays: 31 },
  { periodStart: '2025-02-01', quantity: 56, unit: 'CUBIC_METRE', coveredDays: 28 },
  { periodStart: '2025-03-01', quantity: 0, unit: 'CUBIC_METRE', coveredDays: 0 },
  { periodStart: '2025-04-01', quantity: 30, unit: 'CUBIC_METRE', coveredDays: 30 },
];

describe('chartBars', () => {
  test('regroups months into quarters and years, as totals or daily averages over the covered days', () => {
    expect(chartBars(points, 'CUBIC_METRE', 'month', 'total').map((bar) => [bar.label, bar.value])).toEqual([
      ['01/2025', 31], ['02/2025', 56], ['03/2025', 0], ['04/2025', 30],
    ]);
    expect(chartBars(points, 'CUBIC_METRE', 'quarter', 'total').map((bar) => [bar.label, bar.value])).toEqual([['Q1 2025', 87], ['Q2 2025', 30]]);
    expect(chartBars(points, 'CUBIC_METRE', 'quarter', 'dailyAverage').map((bar) => bar.value)).toEqual([87 / 59, 1]);
    expect(chartBars(points, 'CUBIC_METRE', 'year', 'total')).toEqual([{ key: '2025', label: '2025', value: 117 }]);
    expect(chartBars(points, 'KILOWATT_HOUR', 'month', 'total')).toEqual([]);
  });

  test('the axis ends on a round value above the largest bar', () => {
    expect(axisMaximum([38])).toBe(50);
    expect(axisMaximum([120])).toBe(200);
    expect(axisMaximum([0])).toBe(1);
  });
});
