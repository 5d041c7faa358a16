import { scanAlerts } from '../routes/consumptionAlerts/refresh.ts';
import type { Store } from '../store/store.ts';

/** How often the back office looks for new consumption alerts, one batch of accounts a run. */
const BACK_OFFICE_INTERVAL_MS = 60_000;

export interface BackOffice {
  /** Runs the next batch now (the timer's work); for tests and the first run at start. */
  runOnce(): void;
  stop(): void;
}

/**
 * What the utility's back office does without anyone opening the portal: finding consumption alerts in
 * the readings and half hours (and sending them by the channel each customer chose). A run covers one
 * bounded batch of accounts and the next run resumes after it, so a large utility is covered in turns
 * while no run keeps the API from answering for long.
 */
export function startBackOffice(store: Store, onError: (error: unknown) => void, intervalMs = BACK_OFFICE_INTERVAL_MS): BackOffice {
  let next = 0;
  const runOnce = () => {
    try {
      next = scanAlerts(store, next);
    } catch (error) {
      onError(error);
    }
  };
  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
