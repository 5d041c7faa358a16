import type { MeterUnit } from '../../store/readings.ts';

/** What an alert is about: continuous night flow, a period far above earlier years, or one implausible reading. */
export type AlertKind = 'leak' | 'highUsage' | 'implausibleReading';

/** One bar of the evidence chart: a night, a year's same period, or a reading. */
export interface EvidencePoint {
  label: string;
  value: number;
}

/** The series an alert's chart and table show, in the meter's unit, and the line it crossed. */
export interface Evidence {
  unit: MeterUnit;
  points: EvidencePoint[];
  threshold: number;
}

export interface DetectedAlert {
  kind: AlertKind;
  periodFrom: string;
  periodTo: string;
  evidence: Evidence;
}

export interface HalfHour {
  day: string;
  period: number;
  quantity: number;
}

export interface ReadingSpan {
  readAt: string;
  previousAt: string | null;
  consumption: number;
}

/**
 * Night hours 01:00–05:00 are half-hour periods 3 to 10 (period 1 starts at midnight): the hours a household
 * sleeps, so any flow through all of them is something left running.
 */
const NIGHT_FIRST_PERIOD = 3;
export const NIGHT_LAST_PERIOD = 10;
/**
 * 5 litres in every night half hour (10 l/h): a dripping tap loses a litre or two an hour, a running cistern or a
 * burst pipe far more, so a night whose smallest half hour stays above this had flow nobody was using.
 */
export const LEAK_MIN_FLOW_M3 = 0.005;
/** Three nights in a row: one night can be a filled pool or a guest; three is a pattern worth a visit. */
export const LEAK_NIGHTS = 3;
/** Nights the evidence covers, so the chart shows the quiet nights before the flow began. */
export const LEAK_WINDOW_DAYS = 14;

/** The period compared with the same dates of earlier years: about one billing month. */
const HIGH_USAGE_WINDOW_DAYS = 30;
/** Twice the earlier years' average: seasonal and household changes stay well below it. */
export const HIGH_USAGE_FACTOR = 2;
/** Earlier years compared at most; readings cover two years and more (utility-api/src/seed/readings.ts). */
const HIGH_USAGE_YEARS = 3;

/**
 * A reading whose daily use is more than five times the 95th percentile of the meter's earlier readings: more
 * than any household's change of habits, so a misread dial or a faulty meter is the likelier cause.
 */
const IMPLAUSIBLE_FACTOR = 5;
/** Earlier readings needed before a percentile means anything (a year of bimonthly readings). */
const IMPLAUSIBLE_MIN_HISTORY = 6;
/** Only the newest readings are judged: older ones were billed and settled long ago. */
const IMPLAUSIBLE_RECENT = 3;

const DAY_MS = 86_400_000;

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * A likely leak: the smallest night half hour stayed above {@link LEAK_MIN_FLOW_M3} for the last
 * {@link LEAK_NIGHTS} nights in a row or more (water meters only: an electricity meter always has night load).
 */
export function detectLeak(unit: MeterUnit, halfHours: readonly HalfHour[]): DetectedAlert | null {
  if (unit !== 'm3' || halfHours.length === 0) return null;
  const minima = new Map<string, { min: number; periods: number }>();
  for (const row of halfHours) {
    if (row.period < NIGHT_FIRST_PERIOD || row.period > NIGHT_LAST_PERIOD) continue;
    const night = minima.get(row.day) ?? { min: Number.POSITIVE_INFINITY, periods: 0 };
    minima.set(row.day, { min: Math.min(night.min, row.quantity), periods: night.periods + 1 });
  }
  const complete = NIGHT_LAST_PERIOD - NIGHT_FIRST_PERIOD + 1;
  const nights = [...minima.entries()].filter(([, night]) => night.periods === complete).map(([day, night]) => ({ day, min: night.min })).sort((a, b) => a.day.localeCompare(b.day));
  const last = nights.at(-1);
  if (last === undefined) return null;
  const shown = nights.filter((night) => Date.parse(night.day) > Date.parse(last.day) - LEAK_WINDOW_DAYS * DAY_MS);
  let first = shown.length;
  while (first > 0) {
    const night = shown[first - 1];
    const later = shown[first];
    const consecutive = later === undefined || Date.parse(later.day) - Date.parse(night?.day ?? '') === DAY_MS;
    if (night === undefined || night.min <= LEAK_MIN_FLOW_M3 || !consecutive) break;
    first -= 1;
  }
  const run = shown.slice(first);
  if (run.length < LEAK_NIGHTS) return null;
  return {
    kind: 'leak',
    periodFrom: run[0]?.day ?? last.day,
    periodTo: last.day,
    evidence: { unit, threshold: LEAK_MIN_FLOW_M3, points: shown.map((night) => ({ label: night.day, value: round(night.min) })) },
  };
}

/** Consumption between two moments, each reading's spread evenly since the one before; null when not fully covered. */
function usageBetween(spans: readonly ReadingSpan[], from: number, to: number): number | null {
  let used = 0;
  let covered = 0;
  for (const span of spans) {
    if (span.previousAt === null) continue;
    const start = Date.parse(span.previousAt);
    const end = Date.parse(span.readAt);
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (!(end > start) || overlap <= 0) continue;
    used += (span.consumption * overlap) / (end - start);
    covered += overlap;
  }
  return covered >= to - from ? used : null;
}

function yearsBack(ms: number, years: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes());
}

/** The last {@link HIGH_USAGE_WINDOW_DAYS} days before the newest reading and the same dates of earlier years, oldest first. */
export function usageByYear(spans: readonly ReadingSpan[]): { from: number; to: number; earlier: EvidencePoint[]; current: number } | null {
  const newest = spans.reduce((latest, span) => Math.max(latest, Date.parse(span.readAt)), Number.NEGATIVE_INFINITY);
  if (!Number.isFinite(newest)) return null;
  const from = newest - HIGH_USAGE_WINDOW_DAYS * DAY_MS;
  const current = usageBetween(spans, from, newest);
  if (current === null) return null;
  const earlier: EvidencePoint[] = [];
  for (let years = HIGH_USAGE_YEARS; years >= 1; years -= 1) {
    const used = usageBetween(spans, yearsBack(from, years), yearsBack(newest, years));
    if (used !== null) earlier.push({ label: String(new Date(yearsBack(newest, years)).getUTCFullYear()), value: round(used) });
  }
  return { from, to: newest, earlier, current };
}

/** High usage: the last {@link HIGH_USAGE_WINDOW_DAYS} days above {@link HIGH_USAGE_FACTOR} times the same dates of earlier years. */
export function detectHighUsage(unit: MeterUnit, spans: readonly ReadingSpan[]): DetectedAlert | null {
  const usage = usageByYear(spans);
  if (usage === null || usage.earlier.length === 0) return null;
  const baseline = usage.earlier.reduce((sum, point) => sum + point.value, 0) / usage.earlier.length;
  const threshold = HIGH_USAGE_FACTOR * baseline;
  if (!(baseline > 0) || usage.current <= threshold) return null;
  return {
    kind: 'highUsage',
    periodFrom: isoDay(usage.from),
    periodTo: isoDay(usage.to),
    evidence: {
      unit,
      threshold: round(threshold),
      points: [...usage.earlier, { label: String(new Date(usage.to).getUTCFullYear()), value: round(usage.current) }],
    },
  };
}

/** Nearest-rank percentile of non-empty values. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** Implausible readings among the newest {@link IMPLAUSIBLE_RECENT}: daily use above {@link IMPLAUSIBLE_FACTOR} × the 95th percentile before them. */
export function detectImplausibleReadings(unit: MeterUnit, spans: readonly ReadingSpan[]): DetectedAlert[] {
  const daily = spans
    .filter((span) => span.previousAt !== null && Date.parse(span.readAt) > Date.parse(span.previousAt))
    .sort((a, b) => a.readAt.localeCompare(b.readAt))
    .map((span) => ({ span, perDay: span.consumption / ((Date.parse(span.readAt) - Date.parse(span.previousAt ?? '')) / DAY_MS) }));
  const alerts: DetectedAlert[] = [];
  daily.forEach((entry, index) => {
    if (index < daily.length - IMPLAUSIBLE_RECENT || index < IMPLAUSIBLE_MIN_HISTORY) return;
    const history = daily.slice(0, index);
    const threshold = IMPLAUSIBLE_FACTOR * percentile(history.map((earlier) => earlier.perDay), 0.95);
    if (!(threshold > 0) || entry.perDay <= threshold) return;
    alerts.push({
      kind: 'implausibleReading',
      periodFrom: isoDay(Date.parse(entry.span.previousAt ?? entry.span.readAt)),
      periodTo: isoDay(Date.parse(entry.span.readAt)),
      evidence: { unit, threshold: round(threshold), points: daily.slice(0, index + 1).map((shown) => ({ label: isoDay(Date.parse(shown.span.readAt)), value: round(shown.perDay) })) },
    });
  });
  return alerts;
}
