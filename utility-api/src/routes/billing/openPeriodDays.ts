import { addDays } from './billRules.ts';
import { organisationMidnight } from './today.ts';

/** A reading of one meter: its consumption spread evenly over the time since the meter's previous reading. */
export interface ReadingSpan {
  meterId: number;
  readAt: string;
  consumption: number;
  previousAt: string | null;
}

export interface PeriodDay {
  day: string;
  quantity: number;
  measured: boolean;
}


/**
 * The days from `from` to `until` (both included) with the consumption readings give them. Meters are read
 * every few months, so each reading's consumption is shared over the time since the previous one (as for
 * monthly consumption); a day is measured when every meter of `meterIds` has a reading at or after its end,
 * and otherwise carries no quantity (the readings of a later day will say what it used).
 */
export function openPeriodDays(spans: readonly ReadingSpan[], meterIds: readonly number[], from: string, until: string): PeriodDay[] {
  const lastRead = new Map<number, number>();
  for (const span of spans) lastRead.set(span.meterId, Math.max(lastRead.get(span.meterId) ?? 0, Date.parse(span.readAt)));
  const days: PeriodDay[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) {
    // The organisation's days, as its "today" is: at 23:30 in Nicosia yesterday is over, whatever UTC says.
    const dayStart = organisationMidnight(day);
    const dayEnd = organisationMidnight(addDays(day, 1));
    const measured = meterIds.length > 0 && meterIds.every((meterId) => (lastRead.get(meterId) ?? 0) >= dayEnd);
    let quantity = 0;
    if (measured) {
      for (const span of spans) {
        if (span.previousAt === null) continue;
        const spanFrom = Date.parse(span.previousAt);
        const spanTo = Date.parse(span.readAt);
        const overlap = Math.min(spanTo, dayEnd) - Math.max(spanFrom, dayStart);
        if (spanTo > spanFrom && overlap > 0) quantity += (span.consumption * overlap) / (spanTo - spanFrom);
      }
    }
    days.push({ day, quantity: Math.round(quantity * 1000) / 1000, measured });
  }
  return days;
}
