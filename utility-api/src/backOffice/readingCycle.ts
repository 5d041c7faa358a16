import type { Db } from '../db/open.ts';
import { billedMeters } from '../billing/periodConsumption.ts';
import type { OpenPeriod } from '../billing/billRun.ts';
import { addDays } from '../routes/billing/billRules.ts';
import type { Store } from '../store/store.ts';

/** A meter's reading window: the last days of the billing period, so the bill run, the day after, has the reading. */
const READING_WINDOW_DAYS = 5;

/** The first and last day of the reading window of `period`. */
export function readingWindow(period: Pick<OpenPeriod, 'periodTo'>): { from: string; to: string } {
  return { from: addDays(period.periodTo, 1 - READING_WINDOW_DAYS), to: period.periodTo };
}

export interface ReadingCycle {
  /** When the open period's window is open on `today`: `READING_DUE` for each billed meter without a reading in it. */
  remind(accountId: number, today: string): void;
}

/**
 * The reading cycle (README "Reading cycle"): each billed meter of an account is due a reading in the last
 * days of every billing period; when the window opens, the account's portal users get `READING_DUE` once per
 * meter and window (`reading_notices`), unless the meter already has a reading in the window.
 */
export function readingCycle(db: Db, store: Store): ReadingCycle {
  // Readings are stamped with ISO moments: from the window's first day up to the day after its last.
  const readInWindow = db.prepare<[number, string, string], number>('SELECT 1 FROM meter_readings WHERE meter_id = ? AND read_at >= ? AND read_at < ? LIMIT 1').pluck();
  const claim = db.prepare<[number, string, string]>('INSERT OR IGNORE INTO reading_notices (meter_id, window_from, sent_at) VALUES (?, ?, ?)');
  return {
    remind: db.transaction((accountId: number, today: string) => {
      const open = store.billing.openPeriod(accountId);
      if (open === undefined) return;
      const window = readingWindow(open);
      if (today < window.from || today > window.to) return;
      for (const meter of billedMeters(store, accountId)) {
        if (readInWindow.get(meter.meterId, window.from, addDays(window.to, 1)) !== undefined) continue;
        if (claim.run(meter.meterId, window.from, store.clock().toISOString()).changes === 0) continue;
        store.notifier.accountNotice(accountId, 'READING_DUE', { meter: meter.meterRef });
      }
    }),
  };
}
