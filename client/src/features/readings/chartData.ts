export type ChartPeriod = 'month' | 'quarter' | 'year';
export type ChartMeasure = 'total' | 'dailyAverage';

export interface ConsumptionPointData {
  readonly periodStart: string;
  readonly quantity: number;
  readonly unit: string;
  readonly coveredDays: number;
}

export interface ChartBar {
  /** `YYYY-MM`, `YYYY-Qn` or `YYYY`: stable key and the base of the label. */
  key: string;
  label: string;
  value: number;
}

function periodKey(periodStart: string, period: ChartPeriod): { key: string; label: string } {
  const [year = '', month = '01'] = periodStart.split('-');
  if (period === 'year') return { key: year, label: year };
  if (period === 'quarter') {
    const quarter = Math.floor((Number(month) - 1) / 3) + 1;
    return { key: `${year}-Q${quarter}`, label: `Q${quarter} ${year}` };
  }
  return { key: `${year}-${month}`, label: `${month}/${year}` };
}

/**
 * Bars of one unit: monthly points regrouped by period; a daily average divides the period's
 * quantity by the days readings cover, so partly covered periods (the current month) compare fairly.
 */
export function chartBars(points: readonly ConsumptionPointData[], unit: string, period: ChartPeriod, measure: ChartMeasure): ChartBar[] {
  const groups = new Map<string, { label: string; quantity: number; days: number }>();
  for (const point of points) {
    if (point.unit !== unit) continue;
    const { key, label } = periodKey(point.periodStart, period);
    const group = groups.get(key) ?? { label, quantity: 0, days: 0 };
    group.quantity += point.quantity;
    group.days += point.coveredDays;
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => ({
    key,
    label: group.label,
    value: measure === 'total' ? group.quantity : group.days > 0 ? group.quantity / group.days : 0,
  }));
}

/** A round upper bound for the axis, so gridlines fall on readable values. */
export function axisMaximum(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  if (max === 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  // Multiples of 5 gridlines (ChartBars) land on whole values: 1→0.2, 2→0.4, 5→1, 10→2.
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= max) ?? 10;
  return step * magnitude;
}
