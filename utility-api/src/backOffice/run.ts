import { billRun } from '../billing/billRun.ts';
import type { Db } from '../db/open.ts';
import { addDays } from '../routes/billing/billRules.ts';
import { refreshAlerts } from '../routes/consumptionAlerts/refresh.ts';
import type { Store } from '../store/store.ts';
import { backOfficeAgenda } from './agenda.ts';
import { DUE_SOON_DAYS, paymentReminders } from './paymentReminders.ts';
import { readingCycle, readingWindow } from './readingCycle.ts';
import { tokenPruning } from './tokenPruning.ts';

/** Accounts (or changed rows) each kind of work takes per run at most; the next run takes the rest. */
const BACK_OFFICE_BATCH = 500;

/**
 * The back office's day: UTC, the day the seed dates bills by (seed/billing.ts), so a fresh database issues
 * no bill at start that the seed did not already write.
 */
const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

const earlier = (a: string | null, b: string): string => (a !== null && a < b ? a : b);

/**
 * One run of the back office (README "Back office"): a first look at accounts not seen before, then only the
 * accounts whose readings, half hours or payments changed since the last run (watermarks and the change queue
 * of migration 031) and those whose day came on the agenda (a period ended, a reading window opened, a bill
 * came within a week of its due date or passed it), found by indexed date queries; and a bounded pruning of
 * old unsubscribe tokens. A failure on one account is reported and the run goes on with the others.
 */
export function backOfficeRun(db: Db, store: Store, onError: (error: unknown) => void): () => void {
  const agenda = backOfficeAgenda(db);
  const reminders = paymentReminders(db, store);
  const bills = billRun(db, store);
  const readings = readingCycle(db, store);
  const prune = tokenPruning(db);

  const alerts = (accountId: number) => refreshAlerts(store, accountId);
  const remind = (accountId: number, today: string) => agenda.plan(accountId, 'remind_on', reminders.remind(accountId, today));
  const readingDue = (accountId: number, today: string) => {
    readings.remind(accountId, today);
    agenda.plan(accountId, 'reading_on', null);
  };
  const bill = (accountId: number, today: string) => {
    const { open, issued } = bills.issue(accountId, today);
    agenda.plan(accountId, 'bill_on', open?.issueDate ?? null);
    agenda.plan(accountId, 'reading_on', open ? readingWindow(open).from : null);
    // A new bill is next reminded when it comes within a week of its due date.
    for (const period of issued) agenda.plan(accountId, 'remind_on', earlier(agenda.planned(accountId, 'remind_on'), addDays(period.dueDate, -DUE_SOON_DAYS)));
  };

  const each = (accountIds: Iterable<number>, today: string, work: (accountId: number, today: string) => void) => {
    const transaction = db.transaction(work);
    for (const accountId of accountIds) {
      try {
        transaction(accountId, today);
      } catch (error) {
        onError(error);
      }
    }
  };

  return () => {
    const now = store.clock();
    const today = dayOf(now);
    each(agenda.unseenAccounts(BACK_OFFICE_BATCH), today, (accountId) => {
      alerts(accountId);
      remind(accountId, today);
      bill(accountId, today);
    });
    const changed = agenda.changed(BACK_OFFICE_BATCH);
    each(changed.consumption, today, alerts);
    each(changed.billing, today, remind);
    each(agenda.due('reading_on', today, BACK_OFFICE_BATCH), today, readingDue);
    each(agenda.due('bill_on', today, BACK_OFFICE_BATCH), today, bill);
    each(agenda.due('remind_on', today, BACK_OFFICE_BATCH), today, remind);
    try {
      prune(now);
    } catch (error) {
      onError(error);
    }
  };
}
