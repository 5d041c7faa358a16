import type { MeterUnit } from '../../store/readings.ts';

/** Consumption of one calendar month in one unit. */
export interface MonthConsumption {
  month: string;
  unit: MeterUnit;
  quantity: number;
  days: number;
}

interface ReadingSpan {
  unit: MeterUnit;
  readAt: string;
  consumption: number;
  previousAt: string | null;
}

const DAY_MS = 86_400_000;

function monthKey(year: number, month: number): string {
  const date = new Date(Date.UTC(year, month, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Monthly consumption of the `months` calendar months ending with the month of `now`. Meters are read
 * every few months, so each reading's consumption is spread evenly over the time since the previous
 * reading and each month gets its share; `days` says how much of the month readings cover.
 */
export function monthlyConsumption(spans: readonly ReadingSpan[], months: number, now: Date): MonthConsumption[] {
  const firstMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1);
  const units = [...new Set(spans.map((span) => span.unit))].sort();
  const buckets = new Map<string, { quantity: number; covered: number }>();
  for (const span of spans) {
    if (span.previousAt === null) continue;
    const from = Date.parse(span.previousAt);
    const to = Date.parse(span.readAt);
    if (!(to > from)) continue;
    const rate = span.consumption / (to - from);
    let start = Math.max(from, firstMonth);
    while (start < to) {
      const at = new Date(start);
      const nextMonth = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
      const end = Math.min(to, nextMonth);
      const key = `${monthKey(at.getUTCFullYear(), at.getUTCMonth())}|${span.unit}`;
      const bucket = buckets.get(key) ?? { quantity: 0, covered: 0 };
      bucket.quantity += rate * (end - start);
      bucket.covered = Math.max(bucket.covered, end - start);
      buckets.set(key, bucket);
      start = end;
    }
  }
  return Array.from({ length: months }, (_, index) => {
    const month = monthKey(now.getUTCFullYear(), now.getUTCMonth() - months + 1 + index);
    return units.map((unit) => {
      const bucket = buckets.get(`${month}|${unit}`);
      return {
        month,
        unit,
        quantity: Math.round((bucket?.quantity ?? 0) * 100) / 100,
        days: Math.round((bucket?.covered ?? 0) / DAY_MS),
      };
    });
  }).flat();
}
