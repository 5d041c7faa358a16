import type { Db } from '../db/open.ts';
import { scanAlerts } from '../routes/consumptionAlerts/refresh.ts';
import type { Store } from '../store/store.ts';
import { paymentReminders } from './paymentReminders.ts';

/** How often the back office runs: consumption alerts and payment reminders, one batch of accounts each a run. */
const BACK_OFFICE_INTERVAL_MS = 60_000;

export interface BackOffice {
  /** Runs the next batch now (the timer's work). */
  runOnce(): void;
  /** The first run, just after start-up, so that it does not delay the API's first answers. */
  runSoon(): void;
  stop(): void;
}

/**
 * What the utility's back office does without anyone opening the portal: finding consumption alerts in
 * the readings and half hours, and reminding payments due and overdue, each sent by the channel the
 * customer chose (README "Notifications"). A run covers one
 * bounded batch of accounts and the next run resumes after it, so a large utility is covered in turns
 * while no run keeps the API from answering for long.
 */
export function startBackOffice(db: Db, store: Store, onError: (error: unknown) => void, intervalMs = BACK_OFFICE_INTERVAL_MS): BackOffice {
  const reminders = paymentReminders(db, store);
  let nextAlerts = 0;
  let nextReminders = 0;
  const runOnce = () => {
    try {
      nextAlerts = scanAlerts(store, nextAlerts);
      nextReminders = reminders.run(nextReminders);
    } catch (error) {
      onError(error);
    }
  };
  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  let first: NodeJS.Immediate | undefined;
  return {
    runOnce,
    runSoon: () => {
      first = setImmediate(runOnce);
    },
    stop: () => {
      clearInterval(timer);
      if (first !== undefined) clearImmediate(first);
    },
  };
}
