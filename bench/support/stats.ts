/** Latency percentiles in milliseconds, rounded to what a reader can compare. */
export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function percentiles(samples: readonly number[]): Percentiles {
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), p99: round(percentile(samples, 99)) };
}

/** The mean of `values` to three decimals, 0 for none. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : round(values.reduce((sum, value) => sum + value, 0) / values.length, 3);
}

export function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** `part / whole`, rounded; the figures of the report are ratios against a baseline of the same run. */
export function ratio(part: number, whole: number): number {
  return round(part / whole, 3);
}
