import type { Db } from '../db/open.ts';
import type { Store } from '../store/store.ts';
import { backOfficeRun } from './run.ts';

/** How often the back office runs (README "Back office"). */
const BACK_OFFICE_INTERVAL_MS = 60_000;

export interface BackOffice {
  /** Runs the next batch now (the timer's work). */
  runOnce(): void;
  /** The first run, just after start-up, so that it does not delay the API's first answers. */
  runSoon(): void;
  stop(): void;
}

/**
 * What the utility's back office does without anyone opening the portal (run.ts): consumption alerts, payment
 * reminders, the bill run and the reading cycle, each notice sent by the channel the customer chose (README
 * "Notifications"). Each run does bounded work and the next one goes on from there, so a large utility is
 * covered in turns while no run keeps the API from answering for long.
 */
export function startBackOffice(db: Db, store: Store, onError: (error: unknown) => void, intervalMs = BACK_OFFICE_INTERVAL_MS): BackOffice {
  const run = backOfficeRun(db, store, onError);
  const runOnce = () => {
    try {
      run();
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
